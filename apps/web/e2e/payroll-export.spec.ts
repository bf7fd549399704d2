import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import type { APIRequestContext, Download, Locator, Page, TestInfo } from '@playwright/test';
import { isWindows1252WithCrlf, lodasAmounts, lougAmounts, readExcelSums, sumOf } from './payroll-files';
import { signedInAs } from './signed-in';
import { chooseMenuItem, demoPassword, looks, screenshotPath } from './support';

/**
 * Payroll export: the accountant invoices the open previous month, exports it in every format
 * and undoes the invoice; the invoiced demo month (two months back) shows the tax report button
 * and its warnings; the admin edits and restores the tax configuration; with the download centre
 * on, the export goes to the Downloads page. The demo users' languages and the flag are put back.
 */

const languages = ['en', 'de'] as const;
type Language = (typeof languages)[number];

const texts = {
  en: {
    taxReport: 'Tax report',
    confirm: 'Export anyway',
    warningsTitle: 'Before the export',
    platforms: { excel: 'Excel', lodas: 'DATEV LODAS', loug: 'DATEV Lohn und Gehalt' },
    taxConfiguration: 'Tax configuration',
    consultant: /Consultant number/,
    save: 'Save',
    saved: 'Tax configuration saved.',
    wageName: 'Wage name – Taxable (gross wage)',
    downloads: 'Downloads',
    ready: 'Ready',
    statusOpen: 'Open',
    statusInvoiced: 'Invoiced',
    actions: {
      invoice: { button: 'Invoice period', notice: 'Period invoiced.' },
      uninvoice: { button: 'Undo invoicing', notice: 'Invoicing undone.' },
    },
  },
  de: {
    taxReport: 'Steuerreport',
    confirm: 'Trotzdem exportieren',
    warningsTitle: 'Vor dem Export',
    platforms: { excel: 'Excel', lodas: 'DATEV LODAS', loug: 'DATEV Lohn und Gehalt' },
    taxConfiguration: 'Steuerkonfiguration',
    consultant: /Beraternummer/,
    save: 'Speichern',
    saved: 'Steuerkonfiguration gespeichert.',
    wageName: 'Lohnartbezeichnung – Steuerpflichtig (Bruttolohn)',
    downloads: 'Downloads',
    ready: 'Bereit',
    statusOpen: 'Offen',
    statusInvoiced: 'Abgerechnet',
    actions: {
      invoice: { button: 'Zeitraum abrechnen', notice: 'Zeitraum abgerechnet.' },
      uninvoice: { button: 'Abrechnung zurücknehmen', notice: 'Abrechnung zurückgenommen.' },
    },
  },
} as const;

function periodMonthsAgo(monthsAgo: number, now = new Date()): string {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return `${month.getUTCFullYear()}${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The demo data invoices the month two before the current one (UTC). */
const invoicedPeriod = () => periodMonthsAgo(2);
/** Open in the demo data; the export journey invoices it and puts it back. */
const previousPeriod = () => periodMonthsAgo(1);
const currentPeriod = () => periodMonthsAgo(0);

async function setLanguage(page: Page, language: Language) {
  expect((await page.request.patch('/user/settings/change-language', { data: { language } })).status()).toBe(200);
}

/** Only the operator sets flags; a separate request context keeps the page's session. */
async function setDownloadCenter(request: APIRequestContext, value: boolean) {
  expect(
    (await request.post('/auth/login', { data: { email: 'god@mobilo.test', password: demoPassword } })).status(),
  ).toBe(200);
  expect((await request.post('/api/v3/feature-flag/DOWNLOAD_CENTER', { data: { value } })).status()).toBe(200);
}

async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}

async function contentOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** The EN / DE switch in the header; it changes the interface on this device only. */
async function toggleLanguage(page: Page, language: Language) {
  await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Invoice or uninvoice a period through its button and confirmation. */
async function periodAction(page: Page, period: string, language: Language, action: 'invoice' | 'uninvoice') {
  const { button, notice } = texts[language].actions[action];
  await page.getByTestId(`period-actions-${period}`).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await settled(dialog);
  await dialog.getByRole('button', { name: button }).click();
  await expect(page.getByText(notice)).toBeVisible();
  await expect(dialog).toBeHidden();
}

type ExportFiles = Record<keyof (typeof texts)['en']['platforms'], Buffer> & { contentTypes: Record<string, string> };

/** Every format through the menu and the warnings; the files and the types the server gave them. */
async function exportAll(page: Page, card: Locator, language: Language, period: string): Promise<ExportFiles> {
  const files = { contentTypes: {} } as ExportFiles;
  for (const platform of ['excel', 'lodas', 'loug'] as const) {
    const dialog = await exportWithWarnings(page, card, language, platform);
    const downloading = page.waitForEvent('download');
    const answered = page.waitForResponse((response) => response.url().includes(`/period/${period}/export/tax`));
    await dialog.getByRole('button', { name: texts[language].confirm }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toContain(period);
    files.contentTypes[platform] = (await answered).headers()['content-type'] ?? '';
    files[platform] = await contentOf(download);
    await expect(dialog).toBeHidden();
  }
  return files;
}

/** Each file in its format, and the same reimbursed total in all three. */
async function verifyFiles(files: ExportFiles, period: string) {
  // An xlsx file is a zip archive; the demo company speaks German, so do its files.
  expect(files.excel.subarray(0, 2).toString('latin1')).toBe('PK');
  const excel = await readExcelSums(files.excel);
  expect(excel.sheetNames).toEqual([`Ausgaben ${period.slice(4)}.${period.slice(0, 4)}`, 'Summen', 'Hinweise']);
  expect(excel.totalLabel).toBe('Summe');
  expect(sumOf(excel.rows.map((row) => row.reimbursed))).toBe(excel.total);

  expect(files.lodas.toString('latin1').startsWith('[Allgemein]\r\n')).toBe(true);
  expect(isWindows1252WithCrlf(files.lodas)).toBe(true);
  expect(files.contentTypes.lodas).toBe('text/plain; charset=windows-1252');
  expect(isWindows1252WithCrlf(files.loug)).toBe(true);
  expect(files.loug.toString('latin1').split('\r\n')[0]).toBe(`1234567;12345;${period.slice(4)}/${period.slice(0, 4)}`);

  // DATEV files leave out employees without a personal number (the warnings name them); the Excel file lists them.
  const payrollTotal = sumOf(excel.rows.filter((row) => row.personalNumber !== '').map((row) => row.reimbursed));
  expect(payrollTotal).toBeGreaterThan(0);
  expect(sumOf(lodasAmounts(files.lodas))).toBe(payrollTotal);
  expect(sumOf(lougAmounts(files.loug))).toBe(payrollTotal);
}

/** Pages are taken whole; a dialog as the viewport shows it. */
function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  return page.screenshot({ path: screenshotPath(testInfo, `payroll-export-${name}`), fullPage });
}

async function openInvoicedPeriod(page: Page, language: Language) {
  await page.goto('/management');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const card = page.getByTestId(`management-period-${invoicedPeriod()}`);
  await expect(card).toBeVisible();
  // The open periods above load their budgets and tables first, which moves this card down.
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  return card;
}

/** Chooses a format in the tax report menu and confirms the warnings the demo month has. */
async function exportWithWarnings(
  page: Page,
  card: Locator,
  language: Language,
  platform: keyof (typeof texts)['en']['platforms'],
) {
  const t = texts[language];
  const item = page.getByRole('menuitem', { name: t.platforms[platform] });
  const button = card.getByRole('button', { name: t.taxReport });
  await chooseMenuItem(button, item);
  const dialog = page.getByRole('dialog', { name: t.warningsTitle });
  await settled(dialog);
  return dialog;
}

test.describe('payroll export', () => {
  test.afterAll(async ({ browser, request }) => {
    // Demo users read German by default; the flag is off unless the operator turns it on.
    const page = await browser.newPage();
    for (const email of ['accountant@demo.test', 'admin@demo.test'] as const) {
      await signedInAs(page, email);
      await setLanguage(page, 'de');
    }
    await page.close();
    await setDownloadCenter(request, false);
  });

  test('the accountant invoices the previous month, exports every format in English and German, and undoes the invoice', async ({
    page,
  }, testInfo) => {
    await signedInAs(page, 'accountant@demo.test');
    await page.goto('/management');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', /^(en|de)$/);
    const initialLanguage = (await html.getAttribute('lang')) as Language;
    await toggleLanguage(page, 'en');
    const previous = previousPeriod();
    const card = page.getByTestId(`management-period-${previous}`);
    await expect(card.getByTestId('period-status')).toHaveText(texts.en.statusOpen);
    await expect(card.getByRole('button', { name: texts.en.taxReport })).toHaveCount(0);

    await periodAction(page, previous, 'en', 'invoice');
    try {
      await expect(card.getByTestId('period-status')).toHaveText(texts.en.statusInvoiced);
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      await expect(card.getByRole('button', { name: texts.en.taxReport })).toBeVisible();

      const lodasByLanguage: Partial<Record<Language, Buffer>> = {};
      for (const language of languages) {
        await toggleLanguage(page, language);
        const files = await exportAll(page, card, language, previous);
        if (language === 'en') {
          // A whole-page screenshot of a scrolled page draws the fixed header in its middle.
          await page.evaluate(() => window.scrollTo(0, 0));
          await shot(page, testInfo, 'invoiced-en-1280');
        }
        await verifyFiles(files, previous);
        lodasByLanguage[language] = files.lodas;
      }
      // The files speak the company's language: the interface language does not change them.
      expect(lodasByLanguage.de!.equals(lodasByLanguage.en!)).toBe(true);
    } finally {
      // Other journeys expect the demo month open, as the demo data left it.
      const language = (await html.getAttribute('lang')) as Language;
      await periodAction(page, previous, language, 'uninvoice');
      await expect(card.getByTestId('period-status')).toHaveText(texts[language].statusOpen);
      await expect(card.getByRole('button', { name: texts.en.taxReport })).toHaveCount(0);
      await expect(card.getByRole('button', { name: texts.de.taxReport })).toHaveCount(0);
      await toggleLanguage(page, initialLanguage);
    }
  });

  for (const { language, width } of looks) {
    test(`the tax report button and its warnings at ${width} px in ${language}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await signedInAs(page, 'accountant@demo.test');
      await setLanguage(page, language);
      const card = await openInvoicedPeriod(page, language);
      await expect(card.getByRole('button', { name: texts[language].taxReport })).toBeVisible();
      await shot(page, testInfo, `management-${language}-${width}`);
      const dialog = await exportWithWarnings(page, card, language, 'lodas');
      await shot(page, testInfo, `warnings-${language}-${width}`, false);
      await dialog.getByRole('button', { name: language === 'en' ? 'Cancel' : 'Abbrechen' }).click();
      await expect(dialog).toBeHidden();
    });
  }

  test('the admin saves the tax configuration and restores it', async ({ page }, testInfo) => {
    await signedInAs(page, 'admin@demo.test');
    await setLanguage(page, 'en');
    await page.goto('/settings/tax-configuration');
    const t = texts.en;
    const consultant = page.getByRole('textbox', { name: t.consultant });
    await expect(consultant).not.toHaveValue('');
    const wageName = page.getByRole('textbox', { name: t.wageName });
    const before = { consultant: await consultant.inputValue(), wageName: await wageName.inputValue() };

    await consultant.fill('7654321');
    await wageName.fill('Mobility budget taxable');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.reload();
    await expect(consultant).toHaveValue('7654321');
    await expect(wageName).toHaveValue('Mobility budget taxable');
    await shot(page, testInfo, 'tax-configuration-saved-en-1280');

    await consultant.fill(before.consultant);
    await wageName.fill(before.wageName);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved).first()).toBeVisible();
    await page.reload();
    await expect(consultant).toHaveValue(before.consultant);
    await expect(wageName).toHaveValue(before.wageName);
  });

  for (const { language, width } of looks) {
    test(`the tax configuration page at ${width} px in ${language}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await signedInAs(page, 'admin@demo.test');
      await setLanguage(page, language);
      await page.goto('/settings/tax-configuration');
      await expect(page.getByRole('heading', { name: texts[language].taxConfiguration, level: 1 })).toBeVisible();
      await expect(page.getByRole('textbox', { name: texts[language].consultant })).toBeVisible();
      await shot(page, testInfo, `tax-configuration-${language}-${width}`);
    });
  }

  test('with the download centre the export goes to the Downloads page, where the file is downloaded', async ({
    page,
    request,
  }, testInfo) => {
    await setDownloadCenter(request, true);
    await signedInAs(page, 'accountant@demo.test');
    await setLanguage(page, 'en');
    const card = await openInvoicedPeriod(page, 'en');

    // The invoice dialog of an open period says where the export files will appear.
    await page
      .getByTestId(`management-period-${currentPeriod()}`)
      .getByRole('button', { name: 'Invoice period' })
      .click();
    const invoiceDialog = page.getByRole('dialog', { name: /^Invoice / });
    await settled(invoiceDialog);
    await expect(
      invoiceDialog.getByText('After invoicing, the payroll export files are created on the Downloads page.'),
    ).toBeVisible();
    await shot(page, testInfo, 'invoice-hint-en-1280', false);
    await invoiceDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(invoiceDialog).toBeHidden();

    const dialog = await exportWithWarnings(page, card, 'en', 'lodas');
    await dialog.getByRole('button', { name: texts.en.confirm }).click();
    await expect(page).toHaveURL(/\/downloads$/);
    const row = page
      .getByRole('row')
      .filter({ hasText: `LODAS-${invoicedPeriod()}` })
      .first();
    // The page polls while the job runs; the row turns ready when the file is written.
    await expect(row.getByText(texts.en.ready)).toBeVisible({ timeout: 30_000 });
    await shot(page, testInfo, 'downloads-en-1280');

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download / }).click();
    const file = await contentOf(await downloading);
    expect(file.toString('latin1').startsWith('[Allgemein]')).toBe(true);

    for (const { language, width } of looks) {
      await page.setViewportSize({ width, height: 800 });
      await setLanguage(page, language);
      await page.goto('/downloads');
      await expect(page.getByRole('heading', { name: texts[language].downloads, level: 1 })).toBeVisible();
      await expect(page.getByText(texts[language].ready, { exact: true }).first()).toBeVisible();
      await shot(page, testInfo, `downloads-${language}-${width}`);
    }
    await setDownloadCenter(request, false);
  });
});
