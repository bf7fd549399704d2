import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { signedInAs, type SharedAccount } from './signed-in';
import { meterPhotoJpeg, receiptPdf, screenshotPath, transitionsDone } from './support';

// Enrols demo users and invoices a month: other journeys must not share its app.
test.use({ ownApp: true });

/**
 * Home charging from enrolment to payroll (docs/adr/0025): the admin enrols an employee on the
 * contract price, the employee submits the contract with its proof and this month's readings with
 * photos, the checker approves both, and the accountant invoices the month and finds the refund
 * on the tax-free wage type of company cars in the LODAS file. The employee's screens run at phone
 * width in German. The invoice is undone and the enrolment removed, as the demo data had them.
 */

type Language = 'en' | 'de';

const texts = {
  en: {
    enrolOf: (name: string) => `Enrol ${name}`,
    variable: 'Variable (measured)',
    company: 'Company car',
    battery: /Battery capacity/,
    meters: /Meter ids/,
    contractMethod: 'Own electricity contract',
    save: 'Save',
    saved: (name: string) => `The enrolment of ${name} is saved.`,
    menuContracts: 'My contracts',
    menuActivities: 'My activities',
    contractsTitle: 'My electricity contracts',
    supplier: /^Supplier/,
    cents: /^Gross price/,
    validFrom: /^Valid from/,
    proof: /Proof of the contract/,
    submitContract: 'Submit the contract',
    contractSent: 'Your contract is submitted for checking.',
    openContract: (name: string) => `Open the contract of ${name} with Stadtwerke E2E`,
    approve: 'Approve',
    contractApproved: 'The contract is approved.',
    readings: "Enter a month's readings",
    month: /^Month/,
    start: /Start reading/,
    end: /End reading/,
    startDate: /Date of the start reading/,
    endDate: /Date of the end reading/,
    startPhoto: /Photo of the start reading/,
    endPhoto: /Photo of the end reading/,
    submit: 'Submit readings',
    sent: 'Your readings are submitted.',
    approved: 'Approved',
    unenrolOf: (name: string) => `Unenrol ${name}`,
    unenrol: 'Unenrol',
  },
  de: {
    enrolOf: (name: string) => `${name} anmelden`,
    variable: 'Variabel (gemessen)',
    company: 'Dienstwagen',
    battery: /Batteriekapazität/,
    meters: /Zählernummern/,
    contractMethod: 'Eigener Stromvertrag',
    save: 'Speichern',
    saved: (name: string) => `Die Anmeldung von ${name} ist gespeichert.`,
    menuContracts: 'Meine Stromverträge',
    menuActivities: 'Meine Ladevorgänge',
    contractsTitle: 'Meine Stromverträge',
    supplier: /^Anbieter/,
    cents: /^Bruttopreis/,
    validFrom: /^Gültig ab/,
    proof: /Nachweis des Vertrags/,
    submitContract: 'Vertrag einreichen',
    contractSent: 'Ihr Vertrag ist zur Prüfung eingereicht.',
    openContract: (name: string) => `Vertrag von ${name} mit Stadtwerke E2E öffnen`,
    approve: 'Genehmigen',
    contractApproved: 'Der Vertrag ist genehmigt.',
    readings: 'Zählerstände eines Monats erfassen',
    month: /^Monat/,
    start: /Anfangsstand \(kWh\)/,
    end: /Endstand \(kWh\)/,
    startDate: /Datum des Anfangsstands/,
    endDate: /Datum des Endstands/,
    startPhoto: /Foto des Anfangsstands/,
    endPhoto: /Foto des Endstands/,
    submit: 'Zählerstände einreichen',
    sent: 'Ihre Zählerstände sind eingereicht.',
    approved: 'Genehmigt',
    unenrolOf: (name: string) => `${name} abmelden`,
    unenrol: 'Abmelden',
  },
} as const;

async function signedIn(browser: Browser, email: SharedAccount, language: Language, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signedInAs(page, email);
  expect((await page.request.patch('/user/settings/change-language', { data: { language } })).status()).toBe(200);
  return page;
}

const shot = (page: Page, name: string) =>
  transitionsDone(page).then(() =>
    page.screenshot({ path: screenshotPath(test.info(), `home-charging-payroll-${name}`), fullPage: true }),
  );

/** "2026-11-01" as the date field takes it in the language. */
const typed = (day: string, language: Language) => {
  const [y, m, d] = day.split('-');
  return language === 'de' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
};

const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 8)}01`;
/** The billing period (YYYYMM) of this month, UTC as the server counts it. */
const thisPeriod = () => today().slice(0, 7).replace('-', '');

async function choose(page: Page, button: RegExp | string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** Opens a menu entry of the employee's home-charging group. */
async function openFromMenu(page: Page, name: string) {
  // On a phone the side menu sits behind the header's burger.
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('button', { name: /navigation/i }).click();
  }
  await page.getByRole('link', { name, exact: true }).click();
}

test.describe('home charging from enrolment to payroll', () => {
  for (const [language, email, name, personalNumber, width] of [
    ['en', 'employee@demo.test', 'Emma Mitarbeiterin', '1006', 1280],
    ['de', 'light.admin@demo.test', 'Leon Leicht', '1002', 375],
  ] as const) {
    test(`the admin enrols ${name}, who submits a contract and readings at ${width} px; the checker approves; payroll books the refund, in ${language}`, async ({
      browser,
    }) => {
      const t = texts[language];
      const admin = await signedIn(browser, 'admin@demo.test', language);
      let enrolled = false;
      const accountant = await signedIn(browser, 'accountant@demo.test', language);
      const invoice = (action: 'invoice' | 'uninvoice') =>
        accountant.request.patch(`/management/period/${thisPeriod()}/${action}`);
      let invoiced = false;
      try {
        // The admin enrols the employee: variable, company car, a meter and the contract price this year.
        await admin.goto('/home-charging/users');
        await admin.getByRole('button', { name: t.enrolOf(name) }).click();
        const dialog = admin.getByRole('dialog');
        await dialog.getByRole('radio', { name: t.variable }).check();
        await dialog.getByRole('radio', { name: t.company }).check();
        await dialog.getByRole('textbox', { name: t.battery }).fill('60');
        await dialog.getByRole('combobox', { name: t.meters }).fill(`WB-E2E-${personalNumber}`);
        await dialog.getByRole('combobox', { name: t.meters }).press('Enter');
        await dialog.getByRole('radio', { name: t.contractMethod }).check();
        await shot(admin, `enrol-${language}`);
        await dialog.getByRole('button', { name: t.save }).click();
        await expect(admin.getByText(t.saved(name))).toBeVisible();
        enrolled = true;

        // The employee finds both screens in the menu and submits the contract with its proof.
        const driver = await signedIn(browser, email, language, width);
        await driver.goto('/welcome');
        await openFromMenu(driver, t.menuContracts);
        await expect(driver.getByRole('heading', { name: t.contractsTitle, level: 1 })).toBeVisible();
        await driver.getByRole('textbox', { name: t.supplier }).fill('Stadtwerke E2E');
        await driver.getByRole('textbox', { name: t.cents }).fill(language === 'de' ? '30,00' : '30.00');
        await driver.getByRole('textbox', { name: t.validFrom }).fill(typed(`${today().slice(0, 4)}-01-01`, language));
        await driver.keyboard.press('Tab');
        await choose(driver, t.proof, { name: 'contract.pdf', mimeType: 'application/pdf', buffer: receiptPdf() });
        await shot(driver, `contract-${language}-${width}`);
        await driver.getByRole('button', { name: t.submitContract }).click();
        await expect(driver.getByText(t.contractSent)).toBeVisible();

        // The checker approves the contract.
        const checker = await signedIn(browser, 'checker@demo.test', language);
        await checker.goto('/home-charging/activities');
        await checker.getByTitle(t.openContract(name)).click();
        await shot(checker, `contract-check-${language}`);
        await checker.getByRole('button', { name: t.approve }).click();
        await expect(checker.getByText(t.contractApproved)).toBeVisible();

        // The employee enters this month's readings with a photo of each: 100 kWh at 30 ct.
        await openFromMenu(driver, t.menuActivities);
        const form = driver.getByRole('region', { name: t.readings });
        const month = await form.getByRole('combobox', { name: t.month }).inputValue();
        await form.getByRole('textbox', { name: t.start }).fill('1000');
        await form.getByRole('textbox', { name: t.end }).fill('1100');
        await form.getByRole('textbox', { name: t.startDate }).fill(typed(firstOfMonth(), language));
        await form.getByRole('textbox', { name: t.endDate }).fill(typed(today(), language));
        await driver.keyboard.press('Tab');
        const [startPhoto, endPhoto] = [await meterPhotoJpeg(driver, '1000'), await meterPhotoJpeg(driver, '1100')];
        await choose(driver, t.startPhoto, { name: 'start.jpg', mimeType: 'image/jpeg', buffer: startPhoto });
        await choose(driver, t.endPhoto, { name: 'end.jpg', mimeType: 'image/jpeg', buffer: endPhoto });
        await form.getByRole('button', { name: t.submit }).click();
        await expect(driver.getByText(t.sent)).toBeVisible();
        const card = driver.getByRole('article').filter({ hasText: month }).first();
        await expect(card).toContainText(/30[.,]00/);
        await shot(driver, `activities-${language}-${width}`);

        // The checker approves the month.
        await checker.goto('/home-charging/activities');
        await checker
          .getByRole('article')
          .filter({ hasText: name })
          .filter({ hasText: month })
          .getByRole('link', { name: new RegExp(name) })
          .click();
        await checker.getByRole('button', { name: t.approve }).click();
        await expect(checker.getByTestId('charging-status')).toHaveText(t.approved);
        await driver.reload();
        await expect(
          driver.getByRole('article').filter({ hasText: month }).first().getByTestId('charging-status'),
        ).toHaveText(t.approved);

        // The accountant invoices the month; LODAS books the refund tax-free on the company's wage type 4300.
        expect((await invoice('invoice')).status()).toBe(200);
        invoiced = true;
        const lodas = await accountant.request.get(
          `/api/v3/management/period/${thisPeriod()}/export/tax?platform=lodas`,
        );
        expect(lodas.status()).toBe(200);
        const lines = (await lodas.body()).toString('latin1').split('\r\n');
        expect(lines.filter((line) => line.includes(`;${personalNumber};4300;`))).toEqual([
          expect.stringMatching(new RegExp(`;${personalNumber};4300;2;30,00;$`)),
        ]);
      } finally {
        if (invoiced) expect((await invoice('uninvoice')).status()).toBe(200);
        if (enrolled) {
          await admin.goto('/home-charging/users');
          await admin.getByRole('button', { name: t.unenrolOf(name) }).click();
          await admin.getByRole('dialog').getByRole('button', { name: t.unenrol }).click();
          await expect(admin.getByRole('button', { name: t.enrolOf(name) })).toBeVisible();
        }
      }
    });
  }
});
