import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import type { Page, TestInfo } from '@playwright/test';
import { addMonths, currentPeriod } from '@mobilo/contract';
import { signedInAs } from './signed-in';
import { looks, screenshotPath } from './support';

/**
 * A trial company's tax report: instead of its own export, a dialog with three example files and
 * the address to write to. The demo trial admin's language is only switched on this device.
 */

const supportEmail = 'sales@mobilo.test';
const invoicedPeriod = addMonths(currentPeriod(), -2);

const texts = {
  en: {
    taxReport: 'Tax report',
    title: 'Example export files',
    downloads: ['Download Excel', 'Download DATEV LODAS', 'Download DATEV Lohn und Gehalt'],
    contact: 'Would you like to export your real data? Write to us at',
    close: 'Close',
  },
  de: {
    taxReport: 'Steuerreport',
    title: 'Beispiel-Exportdateien',
    downloads: ['Excel herunterladen', 'DATEV LODAS herunterladen', 'DATEV Lohn und Gehalt herunterladen'],
    contact: 'Möchten Sie Ihre echten Daten exportieren? Schreiben Sie uns an',
    close: 'Schließen',
  },
} as const;
type Language = keyof typeof texts;

async function toggleLanguage(page: Page, language: Language) {
  await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The invoiced trial month's tax report button opens the example dialog, settled for a screenshot. */
async function openExampleDialog(page: Page, language: Language) {
  const t = texts[language];
  const card = page.getByTestId(`management-period-${invoicedPeriod}`);
  await expect(card).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await card.getByRole('button', { name: t.taxReport }).click();
  const dialog = page.getByRole('dialog', { name: t.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  return dialog;
}

function shot(page: Page, testInfo: TestInfo, name: string) {
  return page.screenshot({ path: screenshotPath(testInfo, `payroll-export-trial-${name}`) });
}

test.describe('trial payroll export', () => {
  test('the trial admin downloads the three example files and sees whom to write to', async ({ page }) => {
    await signedInAs(page, 'admin@trial.test');
    await page.goto('/management');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', /^(en|de)$/);
    const initialLanguage = (await html.getAttribute('lang')) as Language;
    await toggleLanguage(page, 'en');

    const dialog = await openExampleDialog(page, 'en');
    const t = texts.en;
    await expect(dialog.getByText(t.contact)).toBeVisible();
    await expect(dialog.getByRole('link', { name: supportEmail })).toHaveAttribute('href', `mailto:${supportEmail}`);
    await expect(dialog.getByRole('button', { name: /^Download / })).toHaveCount(3);

    const files: Buffer[] = [];
    for (const name of t.downloads) {
      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^Example-Tax-Result-(Excel\.xlsx|LODAS\.txt|LuG\.txt)$/);
      files.push(await readFile(await download.path()));
    }
    const [excel, lodas, loug] = files;
    for (const file of files) expect(file.length).toBeGreaterThan(0);
    expect(excel!.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(lodas!.toString('latin1').startsWith('[Allgemein]')).toBe(true);
    expect(loug!.toString('latin1').split('\r\n')[0]).toMatch(/^\d+;\d+;\d{2}\/\d{4}$/);

    // The dialog's own button; the header's close button has the same name.
    await dialog.locator('.mantine-Modal-body').getByRole('button', { name: t.close }).click();
    await expect(dialog).toBeHidden();
    await toggleLanguage(page, initialLanguage);
  });

  test('the example dialog in English at 1280 px and in German at 375 px', async ({ page }, testInfo) => {
    await signedInAs(page, 'admin@trial.test');
    await page.goto('/management');
    const initialLanguage = (await page.locator('html').getAttribute('lang')) as Language;
    for (const { language, width } of looks) {
      await page.setViewportSize({ width, height: 800 });
      await toggleLanguage(page, language);
      // A whole-page screenshot of a scrolled page draws the fixed header in its middle.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: screenshotPath(testInfo, `payroll-export-trial-management-${language}-${width}`),
        fullPage: true,
      });
      const dialog = await openExampleDialog(page, language);
      for (const name of texts[language].downloads) await expect(dialog.getByRole('button', { name })).toBeVisible();
      await shot(page, testInfo, `dialog-${language}-${width}`);
      await dialog.locator('.mantine-Modal-body').getByRole('button', { name: texts[language].close }).click();
      await expect(dialog).toBeHidden();
    }
    await toggleLanguage(page, initialLanguage);
  });
});
