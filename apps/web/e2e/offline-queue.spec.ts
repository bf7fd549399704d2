import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import type { Page, TestInfo } from '@playwright/test';
import { signedInAs } from './signed-in';
import { receiptPdf, screenshotPath, transitionsDone } from './support';

const texts = {
  en: {
    newExpense: 'New expense',
    cost: 'Cost',
    work: 'Commute',
    type: 'Mobility type',
    comment: 'Comment',
    create: 'Create',
    queueTitle: 'Waiting to be sent',
    offline: 'Waiting for a connection',
    costText: '7.31',
  },
  de: {
    newExpense: 'Neue Ausgabe',
    cost: 'Kosten',
    work: 'Arbeitsweg',
    type: 'Mobilitätsart',
    comment: 'Kommentar',
    create: 'Anlegen',
    queueTitle: 'Wartet auf Versand',
    offline: 'Wartet auf Verbindung',
    costText: '8,42',
  },
} as const;
type Language = keyof typeof texts;

interface ListedExpense {
  id: string;
  description: string | null;
  files: { originalName: string }[];
}

/** The language for this page only, without saving it to the shared employee's profile. */
async function showIn(page: Page, language: Language) {
  await page.addInitScript((chosen) => window.localStorage.setItem('mobilo.language', chosen), language);
  await page.route('**/auth/check', async (route) => {
    // Offline, the check fails as any request does.
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort('internetdisconnected');
    if (!response.ok()) return route.fulfill({ response });
    const body = (await response.json()) as { user: { culture: string } };
    return route.fulfill({ response, json: { ...body, user: { ...body.user, culture: language } } });
  });
}

async function axeViolations(page: Page) {
  await transitionsDone(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The employee's expenses with this comment, read from the API. */
async function expensesNamed(page: Page, comment: string): Promise<ListedExpense[]> {
  const response = await page.request.get('/v2/expenses');
  expect(response.status()).toBe(200);
  return ((await response.json()) as ListedExpense[]).filter((expense) => expense.description === comment);
}

/**
 * On a phone, the connection drops while the expense is filled in: it waits in the browser, is sent
 * once the phone is online again, and arrives once, whatever tab opens the app afterwards.
 */
async function journey(page: Page, testInfo: TestInfo, language: Language) {
  const t = texts[language];
  const comment = `Taxi underground ${language} ${Date.now()}`;
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInAs(page, 'employee@demo.test');
  await showIn(page, language);
  await page.goto('/');
  await expect(page).toHaveURL(/\/expenses$/);

  await page.getByRole('button', { name: t.newExpense }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t.cost }).fill(t.costText);
  await dialog.locator('label').filter({ hasText: t.work }).click();
  await dialog.getByRole('combobox', { name: t.type }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: t.comment }).fill(comment);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'ticket.pdf', mimeType: 'application/pdf', buffer: receiptPdf() });
  await expect(page.getByTestId('pending-receipt')).toHaveText('ticket.pdf');

  await page.context().setOffline(true);
  await dialog.getByRole('button', { name: t.create, exact: true }).click();
  await expect(page).toHaveURL(/\/expenses$/);
  const queue = page.getByTestId('expense-queue');
  await expect(queue.getByRole('heading', { name: t.queueTitle })).toBeVisible();
  const item = queue.getByTestId('queued-expense');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('ticket.pdf');
  await expect(item).toContainText(t.offline);
  await page.screenshot({ path: screenshotPath(testInfo, `offline-queue-${language}-375`), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await page.context().setOffline(false);
  // Sent on the browser's online event: the list empties and the expense is there.
  await expect(queue).toHaveCount(0);

  const arrived = await expensesNamed(page, comment);
  expect(arrived).toHaveLength(1);
  expect(arrived[0]!.files.map((file) => file.originalName)).toEqual(['ticket.pdf']);

  // A second tab and a reload find nothing waiting and send nothing again.
  const second = await page.context().newPage();
  await showIn(second, language);
  await second.goto('/');
  await expect(second.getByRole('button', { name: t.newExpense })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: t.newExpense })).toBeVisible();
  await expect(page.getByTestId('expense-queue')).toHaveCount(0);
  await expect(second.getByTestId('expense-queue')).toHaveCount(0);
  expect(await expensesNamed(page, comment)).toHaveLength(1);
  await second.close();

  // Later journeys of this worker see the employee's expenses as they were.
  expect((await page.request.delete(`/v2/expenses/${arrived[0]!.id}`)).status()).toBe(200);
}

test.describe('expenses recorded without a connection', () => {
  // Two pages, an offline phase and a reload: more than one journey's usual time on a busy machine.
  test.slow();

  test('wait on the phone and arrive once when it is online again (de)', async ({ page }, testInfo) => {
    await journey(page, testInfo, 'de');
  });
});
