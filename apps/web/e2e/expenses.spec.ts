import { join } from 'node:path';
import { expect, test } from './test';
import type { Page, TestInfo } from '@playwright/test';
import { signedInAs, type SharedAccount } from './signed-in';
import { receiptFileInput, receiptPdf } from './support';

const texts = {
  en: {
    newExpense: 'New expense',
    cost: 'Cost',
    work: 'Commute',
    private: 'Private trip',
    type: 'Mobility type',
    typeOption: 'Germany ticket',
    submit: 'Submit',
    withdraw: 'Withdraw',
    edit: 'Edit',
    save: 'Save',
    delete: 'Delete',
    confirm: 'Confirm',
    submitted: 'Submitted',
    ready: 'Ready',
    firstCost: '12.34',
    firstShown: '€12.34',
    editedCost: '15.67',
    editedShown: '€15.67',
    noticeSubmitted: 'Expense submitted.',
    noticeDeleted: 'Expense deleted.',
  },
  de: {
    newExpense: 'Neue Ausgabe',
    cost: 'Kosten',
    work: 'Arbeitsweg',
    private: 'Privatfahrt',
    type: 'Mobilitätsart',
    typeOption: 'Deutschlandticket',
    submit: 'Einreichen',
    withdraw: 'Zurückziehen',
    edit: 'Bearbeiten',
    save: 'Speichern',
    delete: 'Löschen',
    confirm: 'Bestätigen',
    submitted: 'Eingereicht',
    ready: 'Bereit',
    firstCost: '12,34',
    firstShown: '12,34 €',
    editedCost: '15,67',
    editedShown: '15,67 €',
    noticeSubmitted: 'Ausgabe eingereicht.',
    noticeDeleted: 'Ausgabe gelöscht.',
  },
} as const;

type Language = keyof typeof texts;

function shot(page: Page, testInfo: TestInfo, name: string) {
  return page.screenshot({
    path: join(testInfo.project.outputDir, 'screenshots', `expenses-${name}.png`),
    fullPage: true,
  });
}

/** Other journeys move the demo employee between budget groups; this one needs the standard group's types. */
async function putInStandardGroup(page: Page, email: string) {
  await signedInAs(page, 'admin@demo.test');
  const groups = (await (await page.request.get('/api/v3/budgetclass')).json()) as { id: string; name: string }[];
  const standard = groups.find((group) => group.name === 'Standard');
  const list = (await (await page.request.get(`/user?search=${encodeURIComponent(email)}`)).json()) as {
    users: { id: string; email: string }[];
  };
  const user = list.users.find((u) => u.email === email);
  expect(standard && user).toBeTruthy();
  const response = await page.request.put(`/budgetclass/${standard!.id}`, { data: { userIds: [user!.id] } });
  expect(response.status()).toBe(200);
}

async function signIn(page: Page, email: SharedAccount, language: Language) {
  await signedInAs(page, email);
  await page.goto('/');
  await expect(page).toHaveURL(/\/expenses$/);
  await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function pickType(page: Page, language: Language) {
  const t = texts[language];
  await page.getByRole('dialog').locator('label').filter({ hasText: t.work }).click();
  await page.getByRole('combobox', { name: t.type }).click();
  await page.getByRole('option', { name: t.typeOption, exact: true }).click();
}

/** Create with a PDF receipt and submit, withdraw from the table, edit the cost, delete. */
async function journey(page: Page, testInfo: TestInfo, language: Language, email: SharedAccount) {
  const t = texts[language];
  await signIn(page, email, language);
  await shot(page, testInfo, `${language}-list-1280`);

  await page.getByRole('button', { name: t.newExpense }).click();
  await expect(page).toHaveURL(/\/expenses\/new$/);
  await page.getByRole('textbox', { name: t.cost }).fill(t.firstCost);
  await pickType(page, language);
  await page
    .locator(receiptFileInput)
    .setInputFiles({ name: 'ticket.pdf', mimeType: 'application/pdf', buffer: receiptPdf() });
  await expect(page.getByTestId('pending-receipt')).toHaveText('ticket.pdf');
  await shot(page, testInfo, `${language}-create-1280`);
  await page.getByRole('dialog').getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByText(t.noticeSubmitted)).toBeVisible();
  await expect(page).toHaveURL(/\/expenses$/);

  const row = page.getByTestId('expense-row').filter({ hasText: t.firstShown });
  await expect(row).toContainText(t.submitted);
  await row.getByRole('button', { name: t.withdraw }).click();
  await expect(row).toContainText(t.ready);

  await row.click();
  await expect(page).toHaveURL(/\/expenses\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('expense-read-view')).toContainText('ticket.pdf');
  await page.getByRole('dialog').getByRole('button', { name: t.edit }).click();
  await page.getByRole('textbox', { name: t.cost }).fill(t.editedCost);
  await page.getByRole('dialog').getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByTestId('expense-read-view')).toContainText(t.editedShown);
  await shot(page, testInfo, `${language}-detail-1280`);

  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, testInfo, `${language}-detail-375`);
  await page.getByRole('dialog').getByRole('button', { name: t.delete }).click();
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByText(t.noticeDeleted)).toBeVisible();
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(page.getByTestId('expense-row').filter({ hasText: t.editedShown })).toHaveCount(0);
  await shot(page, testInfo, `${language}-list-375`);
}

test.describe('employee expenses', () => {
  test('the employee creates, submits, withdraws, edits and deletes an expense (en)', async ({ page }, testInfo) => {
    await journey(page, testInfo, 'en', 'employee@demo.test');
  });

  test('the light user does the same in German', async ({ page }, testInfo) => {
    await journey(page, testInfo, 'de', 'light@demo.test');
  });

  test('a light user sees only the light options', async ({ page }, testInfo) => {
    await signIn(page, 'light@demo.test', 'de');
    await page.getByRole('button', { name: texts.de.newExpense }).click();
    await expect(page.getByRole('textbox', { name: 'Währung' })).toHaveValue('EUR');
    await expect(page.getByRole('textbox', { name: 'Währung' })).toHaveAttribute('readonly', '');
    await page.getByRole('dialog').locator('label').filter({ hasText: texts.de.private }).click();
    await page.getByRole('combobox', { name: texts.de.type }).click();
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const labels = await options.allTextContents();
    expect(labels).toContain('Deutschlandticket');
    for (const forbidden of ['Intercity / ICE', 'Fernbus', 'BahnCard']) expect(labels).not.toContain(forbidden);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('option')).toHaveCount(0);
    const origin = page.getByRole('combobox', { name: 'Herkunft' });
    await expect(origin).toHaveValue('Inland');
    await origin.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option')).toHaveText(['Inland']);
    await shot(page, testInfo, 'light-options-1280');
  });

  test('a BahnCard for the commute asks for confirmation before it is saved', async ({ page }) => {
    await putInStandardGroup(page, 'employee@demo.test');
    await signIn(page, 'employee@demo.test', 'en');
    await page.getByRole('button', { name: texts.en.newExpense }).click();
    await page.getByRole('textbox', { name: texts.en.cost }).fill('244.00');
    await page.getByRole('dialog').locator('label').filter({ hasText: texts.en.work }).click();
    await page.getByRole('combobox', { name: texts.en.type }).click();
    await page.getByRole('option', { name: 'Rail card (BahnCard)', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create', exact: true }).click();
    await expect(
      page.getByText('Please confirm that the BahnCard is used between home and your first place of work.', {
        exact: false,
      }),
    ).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Cancel', exact: true })
      .click();
    await expect(page).toHaveURL(/\/expenses\/new$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('button', { name: texts.en.confirm }).click();
    await expect(page.getByText('Expense created.')).toBeVisible();
    await expect(page.getByTestId('expense-row').filter({ hasText: '€244.00' })).toHaveCount(1);
  });

  test('an incomplete expense says in its read view that it cannot be submitted yet', async ({ page }) => {
    await signIn(page, 'employee@demo.test', 'en');
    const incomplete = page.getByTestId('expense-row').filter({ hasText: 'Incomplete' }).first();
    await incomplete.click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByTestId('submit-unavailable');
    await expect(submit).toBeDisabled();
    // The read view may still grow while its receipt loads, moving the button after it was
    // scrolled to: the pointer goes to it again until its tooltip shows.
    await expect(async () => {
      await submit.hover({ force: true, timeout: 5_000 });
      await expect(page.getByRole('tooltip')).toHaveText('Expense cannot be submitted', { timeout: 2_000 });
    }).toPass();
  });

  test('the budget bar moves only for a user who allows motion', async ({ page }) => {
    const running = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
    await signIn(page, 'employee@demo.test', 'en');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await expect.poll(running).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(running).toBe(0);
  });

  test('an unknown expense id leads back to the list', async ({ page }) => {
    await signIn(page, 'employee@demo.test', 'en');
    await page.goto('/expenses/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/expenses$/);
  });
});
