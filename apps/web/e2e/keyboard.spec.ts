import { expect, test } from './test';
import { signedInAs } from './signed-in';

/** The keys alone: rows open with Enter, the management detail checks with Enter. */

function previousPeriod(now = new Date()): string {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${month.getUTCFullYear()}${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

test('the employee reaches an expense row with Tab and opens it with Enter', async ({ page }) => {
  await signedInAs(page, 'employee@demo.test');
  await page.goto('/expenses');
  const firstRow = page.locator('tr[tabindex="0"]').first();
  await expect(firstRow).toBeVisible();
  // Tab from the page's start until a row has the focus: past the menu, the month card and the
  // column headers, some forty stops, each slow on a busy machine.
  await expect(async () => {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TR');
  }).toPass({ timeout: 90_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/expenses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('Space opens a focused expense row as Enter does, and Esc gives the focus back to that row', async ({ page }) => {
  await signedInAs(page, 'employee@demo.test');
  await page.goto('/expenses');
  const row = page.locator('tr[data-row-id]').first();
  await expect(row).toBeVisible();
  const id = await row.getAttribute('data-row-id');
  await row.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`/expenses/${id}$`));
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator(`tr[data-row-id="${id}"]`)).toBeFocused();
});

test('Enter checks the expense in the management detail, whose close button has a name', async ({ page }) => {
  // Reviewing is for the admin roles and the checker; the accountant only reads.
  await signedInAs(page, 'admin@demo.test');
  const listed = await page.request.get(`/management/period/${previousPeriod()}/expenses`);
  const { expenses } = (await listed.json()) as {
    expenses: { id: string; status: string; isChecked: boolean; isMarked: boolean }[];
  };
  const open = expenses.find((e) => e.status === 'SUBMITTED' && !e.isChecked && !e.isMarked);
  expect(open, 'an unchecked submitted demo expense').toBeDefined();
  const checked = async () =>
    ((await (await page.request.get(`/management/period/expense/${open!.id}`)).json()) as { isChecked: boolean })
      .isChecked;
  try {
    await page.goto(`/management/${open!.id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: /^(Close|Schließen)$/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^(Check|Prüfen)$/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect.poll(checked).toBe(true);
    await expect(dialog).toBeVisible();
  } finally {
    const reset = await page.request.patch(`/management/period/expense/${open!.id}/check`, {
      data: { isChecked: false },
    });
    expect(reset.status()).toBe(200);
  }
});
