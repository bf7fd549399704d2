import { expect, test } from './test';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { signedInAs, type SharedAccount } from './signed-in';
import { screenshotPath, transitionsDone } from './support';

type Language = 'en' | 'de';

const texts = {
  en: {
    newOffer: 'New offer',
    save: 'Save',
    forCompany: 'For your company',
    show: (title: string) => `Show ${title} to employees`,
    open: (title: string) => `Show offer: ${title}`,
    copy: 'Copy code',
    copied: 'Code copied',
    toPartner: /Go to the partner/,
    terms: /terms and privacy policy apply there/,
    counts: (name: string) => `Views and clicks of ${name} per company`,
    delete: (name: string) => `Delete ${name}`,
    deleteConfirm: 'Delete',
    netWageSwitch: 'Active – Net wage (TAX13)',
    switchOff: 'Switch off',
    switchOn: 'Switch on',
    netWageList: 'Commute net-wage types',
    groupsTouched: /budget group(s)? lists? net-wage types/,
  },
  de: {
    newOffer: 'Neues Angebot',
    save: 'Speichern',
    forCompany: 'Für Ihr Unternehmen',
    show: (title: string) => `${title} den Mitarbeitenden zeigen`,
    open: (title: string) => `Angebot anzeigen: ${title}`,
    copy: 'Code kopieren',
    copied: 'Code kopiert',
    toPartner: /Zum Partner/,
    terms: /gelten die Bedingungen und die Datenschutzerklärung des Partners/,
    counts: (name: string) => `Aufrufe und Klicks von ${name} je Unternehmen`,
    delete: (name: string) => `${name} löschen`,
    deleteConfirm: 'Löschen',
    netWageSwitch: 'Aktiv – Nettolohn (TAX13)',
    switchOff: 'Ausschalten',
    switchOn: 'Einschalten',
    netWageList: 'Nettolohn-Arten für den Arbeitsweg',
    groupsTouched: /Budgetgruppen? führ(t|en) Nettolohnarten/,
  },
} as const;

/** A page of a shared account in a context of its own, in the run's language; `restore` puts the saved language back and closes it. */
async function signedIn(browser: Browser, testInfo: TestInfo, email: SharedAccount, language: Language, phone = false) {
  const context = await browser.newContext({
    viewport: phone ? { width: 375, height: 800 } : { width: 1280, height: 800 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await signedInAs(page, email);
  const before = ((await (await page.request.get('/auth/check')).json()) as { user: { culture: Language } }).user
    .culture;
  const setLanguage = async (chosen: Language) =>
    expect((await page.request.patch('/user/settings/change-language', { data: { language: chosen } })).status()).toBe(
      200,
    );
  await setLanguage(language);
  return {
    page,
    restore: async () => {
      await setLanguage(before);
      await context.close();
    },
  };
}

function shot(page: Page, testInfo: TestInfo, name: string) {
  return transitionsDone(page).then(() =>
    page.screenshot({ path: screenshotPath(testInfo, `partner-${name}`), fullPage: true }),
  );
}

// The partner offers in English; the tax modules below in German.
test.describe('in English', () => {
  const language = 'en' as const;
  const t = texts[language];

  test(`partner offers in ${language}: the operator adds an offer, the admin switches one off, the employee opens the rest on a phone`, async ({
    browser,
  }, testInfo) => {
    const partner = `Rad Ring ${language.toUpperCase()}`;
    const title = language === 'en' ? '20 % off bike locks' : '20 % auf Fahrradschlösser';
    const code = `RING-${language.toUpperCase()}`;
    const god = await signedIn(browser, testInfo, 'god@mobilo.test', language);
    const admin = await signedIn(browser, testInfo, 'admin@demo.test', language);
    const employee = await signedIn(browser, testInfo, 'employee@demo.test', language, true);
    try {
      // The operator adds an offer for every German company.
      const operator = god.page;
      await operator.goto('/god/partner-offers');
      await operator.getByRole('button', { name: t.newOffer }).click();
      const form = operator.getByRole('dialog');
      const field = (name: RegExp) => form.getByRole('textbox', { name });
      await field(/^Partner/).fill(partner);
      await field(/^(Title|Titel) \((English|Englisch)\)/).fill('20 % off bike locks');
      await field(/^(Title|Titel) \((German|Deutsch)\)/).fill('20 % auf Fahrradschlösser');
      await field(/^Text \((English|Englisch)\)/).fill('Show the code in the shop.');
      await field(/^Text \((German|Deutsch)\)/).fill('Zeigen Sie den Code im Laden.');
      await field(/^(Discount code|Rabattcode)/).fill(code);
      await shot(operator, testInfo, `operator-form-${language}`);
      await form.getByRole('button', { name: t.save }).click();
      await expect(form).toBeHidden();
      const row = operator.getByTestId('operator-partner-offer').filter({ hasText: partner });
      await expect(row).toBeVisible();
      await shot(operator, testInfo, `operator-list-${language}`);

      // The admin switches the rail offer off for the company.
      const railTitle = language === 'en' ? '10 % off long-distance tickets' : '10 % auf Fernverkehrstickets';
      await admin.page.goto('/partner');
      await admin.page.getByRole('tab', { name: t.forCompany }).click();
      const railSwitch = admin.page.getByRole('switch', { name: t.show(railTitle) });
      await expect(railSwitch).toBeChecked();
      await railSwitch.click();
      await expect(railSwitch).not.toBeChecked();
      await expect(admin.page.getByRole('switch', { name: t.show(title) })).toBeChecked();
      await shot(admin.page, testInfo, `company-switches-${language}`);

      // The employee sees the rest on a phone: cards stacked, the new offer with its code, no rail, nothing expired.
      const phone = employee.page;
      await phone.goto('/partner');
      const cards = phone.getByTestId('partner-offer');
      await expect(cards.filter({ hasText: partner })).toBeVisible();
      await expect(cards.filter({ hasText: 'Bahnfrei Reisen' })).toHaveCount(0);
      await expect(cards.filter({ hasText: 'Roller Riese' })).toHaveCount(0);
      await expect(cards.filter({ hasText: 'Werkstatt Nord' })).toHaveCount(0);
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      expect(first!.x).toBe(second!.x);
      expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
      await shot(phone, testInfo, `employee-375-${language}`);

      await phone.getByRole('button', { name: t.open(title) }).click();
      const detail = phone.getByRole('dialog', { name: title });
      await expect(detail.getByTestId('partner-offer-code')).toHaveText(code);
      await detail.getByRole('button', { name: t.copy }).click();
      await expect(detail.getByRole('button', { name: t.copied })).toBeVisible();
      expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await shot(phone, testInfo, `employee-code-375-${language}`);
      await phone.keyboard.press('Escape');
      await expect(detail).toBeHidden();

      // A link offer opens the partner in a new tab, after the notice that the partner's terms apply.
      await phone
        .context()
        .route('https://stadtauto.example/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>StadtAuto</title><h1>StadtAuto</h1>' }),
        );
      const carTitle = language === 'en' ? '30 free minutes when you sign up' : '30 Freiminuten bei der Anmeldung';
      await phone.getByRole('button', { name: t.open(carTitle) }).click();
      const linkDetail = phone.getByRole('dialog', { name: carTitle });
      await expect(linkDetail.getByText(t.terms)).toBeVisible();
      await shot(phone, testInfo, `employee-link-375-${language}`);
      const opening = phone.context().waitForEvent('page');
      await linkDetail.getByRole('link', { name: t.toPartner }).click();
      const partnerTab = await opening;
      await expect(partnerTab).toHaveURL('https://stadtauto.example/mobilo');
      await partnerTab.close();

      // The operator sees the view and the click of Demo Mobility, without any person.
      await operator.reload();
      const name = `${partner}: ${title}`;
      await operator.getByRole('button', { name: t.counts(name) }).click();
      const counts = operator.getByRole('dialog');
      const demoRow = counts.getByRole('row', { name: /Demo Mobility GmbH/ });
      await expect(demoRow).toHaveText(/Demo Mobility GmbH\s*1\s*1/);
      await shot(operator, testInfo, `operator-counts-${language}`);
      await operator.keyboard.press('Escape');

      // The operator deletes the offer again, after confirming.
      await operator.getByRole('button', { name: t.delete(name) }).click();
      await operator.getByRole('dialog').getByRole('button', { name: t.deleteConfirm }).click();
      await expect(row).toHaveCount(0);
    } finally {
      // What other journeys rely on: the rail offer shown, the saved languages.
      const settings = await admin.page.request.get('/api/v3/partner/settings');
      const rail = ((await settings.json()) as { offers: { id: string; partner: string }[] }).offers.find(
        (offer) => offer.partner === 'Bahnfrei Reisen',
      );
      if (rail) await admin.page.request.put(`/api/v3/partner/settings/offers/${rail.id}`, { data: { enabled: true } });
      await Promise.all([god.restore(), admin.restore(), employee.restore()]);
    }
  });
});

// The tax modules in German: the offers journey above reads the English texts.
test.describe('in German', () => {
  const language = 'de' as const;
  const t = texts[language];

  test(`tax modules in ${language}: switching net wage off asks first, names the budget groups, and the group's net-wage types go`, async ({
    browser,
  }, testInfo) => {
    const admin = await signedIn(browser, testInfo, 'admin@demo.test', language);
    try {
      await admin.page.goto('/tax-modules');
      const netWage = admin.page.getByRole('switch', { name: t.netWageSwitch });
      await expect(netWage).toBeChecked();
      await shot(admin.page, testInfo, `tax-modules-${language}`);
      await netWage.click();
      const confirm = admin.page.getByRole('dialog');
      await expect(confirm).toContainText(t.groupsTouched);
      await shot(admin.page, testInfo, `tax-modules-confirm-${language}`);
      await confirm.getByRole('button', { name: t.switchOff }).click();
      await expect(netWage).not.toBeChecked();
      await admin.page.goto('/settings/budget-groups');
      await admin.page.getByRole('button', { name: 'Standard', exact: true }).click();
      const group = admin.page.getByRole('dialog');
      await expect(group.getByRole('heading', { name: 'Standard' })).toBeVisible();
      await expect(group.getByText(t.netWageList, { exact: true })).toHaveCount(0);
      await admin.page.keyboard.press('Escape');

      await admin.page.goto('/tax-modules');
      await admin.page.getByRole('switch', { name: t.netWageSwitch }).click();
      await admin.page.getByRole('dialog').getByRole('button', { name: t.switchOn }).click();
      await expect(admin.page.getByRole('switch', { name: t.netWageSwitch })).toBeChecked();
      await admin.page.goto('/settings/budget-groups');
      await admin.page.getByRole('button', { name: 'Standard', exact: true }).click();
      await expect(admin.page.getByRole('dialog').getByText(t.netWageList, { exact: true })).toBeVisible();
    } finally {
      // Net wage stays on for the other journeys, whatever happened above.
      const modules = await admin.page.request.get('/api/v3/settings/tax-modules');
      const tax13 = (
        (await modules.json()) as {
          modules: { kind: string; wageName: string; value: string | null; inftySapValue: string | null }[];
        }
      ).modules.find((module) => module.kind === 'TAX13')!;
      await admin.page.request.patch('/api/v3/settings/tax-modules/TAX13', {
        data: { wageName: tax13.wageName, value: tax13.value, inftySapValue: tax13.inftySapValue, isActive: true },
      });
      await admin.restore();
    }
  });
});
