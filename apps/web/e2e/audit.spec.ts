import { expect, request as playwrightRequest, test } from './test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { addMonths, currentPeriod, firstDayOfPeriod } from '@mobilo/contract';
import { signedInAs } from './signed-in';
import { chooseFirstOptionByKeys, demoPassword, receiptPdf, screenshotPath } from './support';

const previousMonth = addMonths(currentPeriod(), -1);

function shot(page: Page, testInfo: TestInfo, name: string) {
  return page.screenshot({ path: screenshotPath(testInfo, `audit-${name}`), fullPage: false });
}

/** The employee submits an expense of their own for this journey to reject; nobody else relies on it. */
async function submitJourneyExpense(employee: APIRequestContext): Promise<string> {
  const created = await employee.post('/v2/expenses/', {
    data: {
      originalCost: '7.70',
      originalCurrency: 'EUR',
      tripToWork: true,
      type: 'LOCAL_PUBLIC_TRANSPORT',
      date: firstDayOfPeriod(previousMonth),
      description: 'Audit journey',
      origin: 'HOME',
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const upload = await employee.post(`/v2/expenses/${id}/file`, {
    multipart: { file: { name: 'ticket.pdf', mimeType: 'application/pdf', buffer: receiptPdf() } },
  });
  expect(upload.status()).toBe(200);
  expect((await employee.patch(`/v2/expenses/${id}/submit`)).status()).toBe(200);
  return id;
}

test.describe('audit', () => {
  test('the checker reviews a month with the keyboard and the journey puts everything back', async ({
    page,
    baseURL,
  }, testInfo) => {
    // A whole month reviewed key by key, then put back: two and a half minutes on a busy machine.
    test.slow();
    const employee = await playwrightRequest.newContext({ baseURL });
    expect(
      (await employee.post('/auth/login', { data: { email: 'employee@demo.test', password: demoPassword } })).status(),
    ).toBe(200);
    const ownId = await submitJourneyExpense(employee);
    const changed: { checked: string[]; marked: string[] } = { checked: [], marked: [] };

    try {
      await signedInAs(page, 'checker@demo.test');
      await page.goto('/audit');
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
      // A checker may not manage periods: no period buttons, no personal-number warning.
      await expect(page.getByTestId('missing-personal-number')).toHaveCount(0);
      await page.getByRole('button', { name: 'Previous month' }).click();
      const ownRow = page.locator(`[data-expense-id="${ownId}"][data-review-row]`);
      await expect(ownRow).toBeVisible();
      await shot(page, testInfo, 'en-list-1280');

      // Open with the keyboard, then Z and a reason chosen with the keys: rejected.
      await ownRow.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/audit/expense/${ownId}$`));
      await expect(page.getByTestId('audit-expense-panel')).toHaveAttribute('data-expense-id', ownId);
      await shot(page, testInfo, 'en-panel-1280');
      await page.keyboard.press('z');
      const dialog = page.getByRole('dialog', { name: 'Reject expense' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('reject-submit')).toBeDisabled();
      await expect(dialog.getByRole('combobox', { name: /Reject reason/ })).toBeFocused();
      await chooseFirstOptionByKeys(page);
      await expect(dialog.getByTestId('reject-submit')).toBeEnabled();
      await page.keyboard.press('Tab');
      await page.keyboard.type('Journey rejection');
      await dialog.getByTestId('reject-submit').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Expense rejected.')).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // The next expense of the same user that awaits review opened; Enter checks it.
      // The address moves first; the panel shows the next expense once its data is there.
      await expect(page).not.toHaveURL(new RegExp(`/audit/expense/${ownId}$`));
      const toCheck = new URL(page.url()).pathname.split('/').pop()!;
      await expect(page.getByTestId('audit-expense-panel')).toHaveAttribute('data-expense-id', toCheck);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Expense checked.')).toBeVisible();
      changed.checked.push(toCheck);
      await expect(
        page.locator(`[data-expense-id="${toCheck}"][data-review-row] [data-check-status="checked"]`),
      ).toBeVisible();

      // Arrows step through the rows, across users; Y marks an expense awaiting review. The rows'
      // order is read once the month's lists have loaded again after the check: until then a
      // user's card may still move. A check opens the user's next expense that awaits review when
      // there is one (what earlier journeys left decides), so the steps start where the panel is.
      const auditList = page.getByTestId('audit-list');
      await expect(auditList).toHaveAttribute('aria-busy', 'false');
      const from = new URL(page.url()).pathname.split('/').pop()!;
      await expect(page.getByTestId('audit-expense-panel')).toHaveAttribute('data-expense-id', from);
      const rows = page.locator('[data-review-row]');
      const ids = await rows.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-expense-id') ?? ''));
      const states = await rows.evaluateAll((elements) =>
        elements.map((e) => e.querySelector('[data-check-status]')?.getAttribute('data-check-status') ?? ''),
      );
      const position = ids.indexOf(from);
      expect(position).toBeGreaterThanOrEqual(0);
      const target = ids.findIndex((id, index) => index !== position && states[index] === 'unchecked');
      expect(target).toBeGreaterThanOrEqual(0);
      const [towards, back] =
        target > position ? (['ArrowDown', 'ArrowUp'] as const) : (['ArrowUp', 'ArrowDown'] as const);
      const step = target > position ? 1 : -1;
      for (let index = position + step; index !== target + step; index += step) {
        await page.keyboard.press(towards);
        // Should this fail, the message says where the walk stood among the rows read.
        await expect(page, `${towards} from row ${index - step} of ${ids.join(' ')}`).toHaveURL(
          new RegExp(`/audit/expense/${ids[index]}$`),
        );
        await expect(page.getByTestId('audit-expense-panel')).toHaveAttribute('data-expense-id', ids[index]!);
      }
      await page.keyboard.press('y');
      await expect(page.getByText('Expense marked.')).toBeVisible();
      changed.marked.push(ids[target]!);
      await expect(auditList).toHaveAttribute('aria-busy', 'false');
      const idsNow = await rows.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-expense-id') ?? ''));
      const markedAt = idsNow.indexOf(ids[target]!);
      const neighbour = idsNow[target > position ? markedAt - 1 : markedAt + 1];
      await page.keyboard.press(back);
      await expect(page).toHaveURL(new RegExp(`/audit/expense/${neighbour}$`));
      await page.keyboard.press(towards);
      await expect(page).toHaveURL(new RegExp(`/audit/expense/${ids[target]}$`));

      await page.setViewportSize({ width: 375, height: 800 });
      await shot(page, testInfo, 'en-panel-375');
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/audit$/);
      await shot(page, testInfo, 'en-list-375');

      await page.getByRole('button', { name: 'DE', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Prüfung' })).toBeVisible();
      await shot(page, testInfo, 'de-list-375');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.locator(`[data-expense-id="${toCheck}"][data-review-row]`).click();
      await expect(page.getByTestId('audit-expense-panel')).toContainText('Mitarbeiter');
      await shot(page, testInfo, 'de-panel-1280');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await shot(page, testInfo, 'de-list-1280');
    } finally {
      for (const id of changed.checked)
        expect((await page.request.patch(`/v2/expenses/${id}/check/false`)).status()).toBe(200);
      for (const id of changed.marked)
        expect((await page.request.patch(`/v2/expenses/${id}/mark/false`)).status()).toBe(200);
      expect((await employee.delete(`/v2/expenses/${ownId}`)).status()).toBe(200);
      await employee.dispose();
    }
  });

  test('an unknown expense falls back to /audit', async ({ page }) => {
    await signedInAs(page, 'checker@demo.test');
    await page.goto('/audit/expense/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/audit$/);
  });
});
