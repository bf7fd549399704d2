import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { signedInAs } from './signed-in';
import { chooseUserMenuItem, looks, screenshotPath } from './support';

async function useLanguage(page: Page, language: 'en' | 'de') {
  await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The card programme is not connected to the demo: its answer is stood in for in the browser. */
async function withCardMembership(page: Page, membership: object) {
  await page.route('**/api/v3/integrations/card/membership/me', (route) => route.fulfill({ json: membership }));
}

/** Dialogs fade in: a screenshot waits until they are fully there. */
async function settled(dialog: ReturnType<Page['getByRole']>) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}

test.describe('the dialogs of the signed-in app', () => {
  for (const { language, width } of looks) {
    test(`card membership dialogs at ${width} px in ${language}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await withCardMembership(page, {
        id: '0b7a4c1e-2222-4a4a-8888-000000000009',
        status: 'INVITED',
        cardsCount: 0,
        invitationUrl: 'https://cards.example.test/invitation/1',
        idVerificationState: null,
      });
      await signedInAs(page, 'card.admin@demo.test');
      // The app follows the user's own language on every load.
      expect((await page.request.patch('/user/settings/change-language', { data: { language } })).status()).toBe(200);
      await page.goto('/welcome');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await settled(page.getByRole('dialog'));
      await expect(
        page.getByRole('link', { name: language === 'en' ? 'Open invitation' : 'Einladung öffnen' }),
      ).toHaveAttribute('target', '_blank');
      await page.screenshot({ path: screenshotPath(testInfo, `card-invited-${language}-${width}`) });

      await page.unroute('**/api/v3/integrations/card/membership/me');
      await withCardMembership(page, {
        id: '0b7a4c1e-2222-4a4a-8888-000000000009',
        status: 'PROMOTION_IN_PROGRESS',
        cardsCount: 0,
        invitationUrl: 'https://cards.example.test/onboarding/1',
        idVerificationState: 'in_progress',
      });
      await page.reload();
      const promoted = page.getByRole('dialog', {
        name: language === 'en' ? 'Verify your identity' : 'Identität bestätigen',
      });
      await settled(promoted);
      await page.screenshot({ path: screenshotPath(testInfo, `card-promoted-${language}-${width}`) });
    });

    test(`legal dialogs at ${width} px in ${language}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await signedInAs(page, 'employee@demo.test');
      await page.goto('/welcome');
      await useLanguage(page, language);
      const en = language === 'en';
      for (const [item, name] of [
        [en ? 'Terms and conditions' : 'Allgemeine Geschäftsbedingungen', 'terms'],
        [en ? 'Privacy policy' : 'Datenschutzerklärung', 'privacy'],
        [en ? 'Imprint' : 'Impressum', 'imprint'],
      ] as const) {
        await chooseUserMenuItem(page, 'Emma Mitarbeiterin', item);
        const dialog = page.getByRole('dialog', { name: item });
        await settled(dialog);
        await expect(dialog.getByRole('heading').nth(1)).toBeVisible();
        await page.screenshot({ path: screenshotPath(testInfo, `legal-${name}-${language}-${width}`) });
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });

    test(`company data export at ${width} px in ${language}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await page.route('**/api/v3/feature-flag/DOWNLOAD_COMPANY_DATA', (route) =>
        route.fulfill({ json: { name: 'DOWNLOAD_COMPANY_DATA', value: true } }),
      );
      await signedInAs(page, 'admin@demo.test');
      await page.goto('/welcome');
      await useLanguage(page, language);
      const en = language === 'en';
      await chooseUserMenuItem(page, 'Anna Admin', en ? 'Company data export' : 'Unternehmensdaten exportieren');
      const dialog = page.getByRole('dialog', { name: en ? 'Company data export' : 'Unternehmensdaten exportieren' });
      await settled(dialog);
      await expect(
        dialog.getByRole('button', { name: en ? 'Choose folder and export' : 'Ordner wählen und exportieren' }),
      ).toBeEnabled();
      await page.screenshot({ path: screenshotPath(testInfo, `company-export-${language}-${width}`) });
    });
  }
});
