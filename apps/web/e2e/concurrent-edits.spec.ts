import { expect, test } from './test';
import type { Browser, Page } from '@playwright/test';
import { signedInAs } from './signed-in';
import { screenshotPath, transitionsDone } from './support';

/** A page of its own browser context, as a second tab with its own memory would be. */
async function employeeTab(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedInAs(page, 'employee@demo.test');
  return page;
}

async function openEditor(page: Page, id: string) {
  await page.goto(`/expenses/${id}`);
  // The first load of the screen's chunks may take long on a busy machine.
  await expect(page.getByTestId('expense-read-view')).toContainText('Both tabs read this', { timeout: 60_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible();
}

test('two tabs edit one expense: the second save is refused with the first one’s values and reloads them', async ({
  browser,
}, testInfo) => {
  const first = await employeeTab(browser);
  const second = await employeeTab(browser);
  const today = new Date().toISOString().slice(0, 10);
  const created = await first.request.post('/v2/expenses/', {
    data: { originalCost: '12.00', date: today, tripToWork: true, type: 'TAXI', description: 'Both tabs read this' },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };

  try {
    await openEditor(first, id);
    await openEditor(second, id);

    await first.getByRole('textbox', { name: 'Cost' }).fill('21.00');
    await first.getByRole('textbox', { name: 'Comment' }).fill('Saved in the first tab');
    await first.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.getByText('Expense updated.')).toBeVisible();

    await second.getByRole('textbox', { name: 'Cost' }).fill('99.00');
    await second.getByRole('textbox', { name: 'Comment' }).fill('Typed in the second tab');
    await second.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = second.getByRole('dialog', { name: 'Changed meanwhile' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByText('Saved in the first tab')).toBeVisible();
    await expect(conflict.getByText('€21.00')).toBeVisible();
    await expect(second.getByText('Expense updated.')).toHaveCount(0);
    await transitionsDone(second);
    await second.screenshot({ path: screenshotPath(testInfo, 'changed-meanwhile-en-1280') });

    await conflict.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(conflict).toBeHidden();
    await expect(second.getByRole('textbox', { name: 'Comment' })).toHaveValue('Saved in the first tab');
    await expect(second.getByRole('textbox', { name: 'Cost' })).toHaveValue('21.00');

    // Nothing of the refused save was stored.
    const stored = (await (await second.request.get(`/v2/expenses/${id}`)).json()) as {
      originalCost: string;
      description: string;
    };
    expect(stored).toMatchObject({ originalCost: '21.00', description: 'Saved in the first tab' });
  } finally {
    expect((await first.request.delete(`/v2/expenses/${id}`)).ok()).toBe(true);
    await first.context().close();
    await second.context().close();
  }
});
