import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { lodasAmounts, sumOf } from './payroll-files';
import { signedInAs } from './signed-in';
import { chooseMenuItem, demoPassword, screenshotPath } from './support';

/**
 * Payroll that stays paid: the accountant invoices the open previous month, exports LODAS and
 * marks it imported; a checker changes an expense after the invoice is undone; the accountant
 * invoices again and downloads only the corrections, the signed differences to the imported
 * file. The month is left open and the expense as the demo data had it.
 */

interface ReviewedExpense {
  id: string;
  date: string;
  type: string;
  origin: string;
  originalCost: string;
  originalCurrency: string;
  status: string;
  user: { name: string; personalNumber: string | null };
}

const texts = {
  en: {
    invoice: 'Invoice period',
    uninvoice: 'Undo invoicing',
    taxReport: 'Tax report',
    lodas: 'DATEV LODAS',
    options: 'Corrections or later payroll month…',
    optionsTitle: 'Export options',
    corrections: /Corrections only/,
    export: 'Export',
    confirm: 'Export anyway',
    warningsTitle: 'Before the export',
    history: 'Exports of this month',
    markImported: /^Mark .* imported into payroll$/,
    imported: 'Imported',
  },
  de: {
    invoice: 'Zeitraum abrechnen',
    uninvoice: 'Abrechnung zurücknehmen',
    taxReport: 'Steuerreport',
    lodas: 'DATEV LODAS',
    options: 'Korrekturen oder späterer Abrechnungsmonat …',
    optionsTitle: 'Exportoptionen',
    corrections: /Nur Korrekturen/,
    export: 'Exportieren',
    confirm: 'Trotzdem exportieren',
    warningsTitle: 'Vor dem Export',
    history: 'Exporte dieses Monats',
    markImported: /als in die Lohnabrechnung importiert markieren$/,
    imported: 'Importiert',
  },
} as const;
type Language = keyof typeof texts;

function previousPeriod(now = new Date()): string {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${month.getUTCFullYear()}${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  return page.screenshot({ path: screenshotPath(testInfo, `payroll-corrections-${name}`), fullPage });
}

async function setLanguage(page: Page, language: Language) {
  expect((await page.request.patch('/user/settings/change-language', { data: { language } })).status()).toBe(200);
}

async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}

async function periodAction(page: Page, period: string, language: Language, action: 'invoice' | 'uninvoice') {
  const name = texts[language][action];
  const actions = page.getByTestId(`period-actions-${period}`);
  await actions.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog');
  await settled(dialog);
  await dialog.getByRole('button', { name }).click();
  await expect(dialog).toBeHidden();
  // The card offers the opposite action once the month has changed: a step that did not take
  // effect fails here, not later in a menu of the month's other state.
  const opposite = texts[language][action === 'invoice' ? 'uninvoice' : 'invoice'];
  await expect(actions.getByRole('button', { name: opposite })).toBeVisible();
}

/** Opens the tax report menu of the card and picks an item, trying again while the page moves. */
async function chooseInMenu(page: Page, card: Locator, language: Language, itemName: string) {
  const button = card.getByRole('button', { name: texts[language].taxReport });
  const item = page.getByRole('menuitem', { name: itemName });
  await chooseMenuItem(button, item);
}

/** The checker changes the expense's cost; the accountant may not edit expenses. */
async function editCost(request: APIRequestContext, expense: ReviewedExpense, originalCost: string) {
  const response = await request.patch(`/management/period/expense/${expense.id}/edit`, {
    data: { expenseDate: expense.date, expenseType: expense.type, originalCost, origin: expense.origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('the accountant exports, marks imported, undoes the invoice, invoices again and downloads the corrections', async ({
  page,
  request,
}, testInfo) => {
  // Invoicing twice, two exports, an undo and the clean-up: over two minutes on a busy machine.
  test.slow();
  const period = previousPeriod();
  const language: Language = 'en';
  const t = texts[language];
  await signedInAs(page, 'accountant@demo.test');
  await setLanguage(page, language);
  expect(
    (await request.post('/auth/login', { data: { email: 'checker@demo.test', password: demoPassword } })).ok(),
  ).toBe(true);

  // The largest submitted euro expense of an employee with a personal number: lowering it changes
  // what the month reimburses, whatever the budgets.
  const listed = await page.request.get(`/management/period/${period}/expenses`);
  const { expenses } = (await listed.json()) as { expenses: ReviewedExpense[] };
  const expense = expenses
    .filter((e) => e.status === 'SUBMITTED' && e.user.personalNumber && e.originalCurrency === 'EUR')
    .filter((e) => e.user.name !== 'Chris Prüfer')
    .sort((a, b) => Number(b.originalCost) - Number(a.originalCost))[0];
  expect(expense, 'a submitted expense in the demo month').toBeDefined();

  await page.goto('/management');
  const card = page.getByTestId(`management-period-${period}`);
  await expect(card).toBeVisible();
  await periodAction(page, period, language, 'invoice');
  let edited = false;
  try {
    await expect(card.getByRole('button', { name: t.taxReport })).toBeVisible();
    await chooseInMenu(page, card, language, t.lodas);
    const warnings = page.getByRole('dialog', { name: t.warningsTitle });
    await settled(warnings);
    const first = page.waitForEvent('download');
    await warnings.getByRole('button', { name: t.confirm }).click();
    const full = await readFile(await (await first).path());
    const paid = sumOf(lodasAmounts(full));
    expect(paid).toBeGreaterThan(0);

    // The card lists the export; the accountant marks it imported into payroll.
    // Invoicing folds the card; its title button opens it again.
    const toggle = card.locator('button[aria-expanded]').first();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(card.getByRole('heading', { name: t.history })).toBeVisible();
    const entry = card
      .getByRole('listitem')
      .filter({ hasText: `LODAS-${period}` })
      .first();
    await entry.getByRole('button', { name: t.markImported }).click();
    await expect(entry.getByText(t.imported, { exact: true })).toBeVisible();
    await entry.scrollIntoViewIfNeeded();
    await shot(page, testInfo, `history-${language}-1280`);

    await periodAction(page, period, language, 'uninvoice');
    await editCost(request, expense!, '0.01');
    edited = true;
    await periodAction(page, period, language, 'invoice');

    for (const shown of ['en', 'de'] as const) {
      await setLanguage(page, shown);
      await page.reload();
      await chooseInMenu(page, card, shown, texts[shown].options);
      const options = page.getByRole('dialog', { name: texts[shown].optionsTitle });
      await settled(options);
      await options.getByRole('radio', { name: texts[shown].corrections }).check();
      await shot(page, testInfo, `options-${shown}-1280`);
      if (shown === 'de') {
        await options.getByRole('button', { name: 'Abbrechen' }).click();
        await expect(options).toBeHidden();
        break;
      }
      await options.getByRole('button', { name: texts[shown].export, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: texts[shown].warningsTitle });
      await settled(confirm);
      const second = page.waitForEvent('download');
      await confirm.getByRole('button', { name: texts[shown].confirm }).click();
      const download = await second;
      expect(download.suggestedFilename()).toBe(`Mobilo-Tax-Export-LODAS-${period}-Corrections.txt`);
      const corrections = await readFile(await download.path());
      // Only differences: less was paid for the lowered expense, so they sum below zero.
      const amounts = lodasAmounts(corrections);
      expect(amounts.length).toBeGreaterThan(0);
      expect(sumOf(amounts)).toBeLessThan(0);
    }
  } finally {
    await setLanguage(page, language);
    await page.reload();
    if ((await card.getByTestId('period-status').textContent()) === 'Invoiced') {
      await periodAction(page, period, language, 'uninvoice');
    }
    if (edited) await editCost(request, expense!, expense!.originalCost);
    // Demo users read German, as the demo data left them.
    await setLanguage(page, 'de');
  }
});
