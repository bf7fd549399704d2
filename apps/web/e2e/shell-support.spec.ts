import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { signedInAs } from './signed-in';
import { expectSignInPage, screenshotPath, signInByApi } from './support';

const navigationName = /Main navigation|Hauptnavigation/;

async function useLanguage(page: Page, language: 'en' | 'de') {
  await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function pickCompany(page: Page, name: string) {
  const selector = page.getByTestId('company-selector');
  await selector.click();
  await selector.fill(name.slice(0, 5));
  await page.getByRole('option', { name, exact: true }).click();
  await expect(selector).toHaveValue(name);
}

test.describe('the support company selector', () => {
  test('a support user looks at a customer company and returns', async ({ page }, testInfo) => {
    await signInByApi(page, 'support@mobilo.test');
    await page.goto('/users');
    await useLanguage(page, 'en');
    const navigation = page.getByRole('navigation', { name: navigationName });
    await expect(navigation.getByText('Mobilo Operations', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('god@mobilo.test', { exact: true })).toBeVisible();

    await pickCompany(page, 'Demo Mobility GmbH');
    await page.goto('/users');
    await expect(page.getByText('admin@demo.test', { exact: true })).toBeVisible();
    await expect(page.getByText('god@mobilo.test', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath(testInfo, 'support-company-en-1280') });
    await useLanguage(page, 'de');
    await page.screenshot({ path: screenshotPath(testInfo, 'support-company-de-1280') });

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: /Navigation ein- oder ausblenden/ }).click();
    // The selector closes the menu; a long menu scrolls to it.
    await page.getByTestId('company-selector').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('company-selector')).toBeInViewport();
    await page.screenshot({ path: screenshotPath(testInfo, 'support-company-de-375') });
    await useLanguage(page, 'en');
    await page.screenshot({ path: screenshotPath(testInfo, 'support-company-en-375') });

    await page.setViewportSize({ width: 1280, height: 800 });
    await pickCompany(page, 'Mobilo Operations');
    await page.goto('/users');
    await expect(page.getByText('god@mobilo.test', { exact: true })).toBeVisible();
    await expect(page.getByText('admin@demo.test', { exact: true })).toHaveCount(0);
  });

  test('other accounts have no company selector', async ({ page }) => {
    await signedInAs(page, 'admin@demo.test');
    await page.goto('/welcome');
    // The navigation shows a loader until it knows the menu; the support section, where a support
    // user's selector stands above the changelog, is drawn with the menu. Only then does the absence
    // of the selector say anything.
    const navigation = page.getByRole('navigation', { name: navigationName });
    await expect(navigation.getByRole('button', { name: /^(Changelog|Änderungsprotokoll)$/ })).toBeVisible();
    await expect(page.getByTestId('company-selector')).toHaveCount(0);
  });
});

test.describe('the privacy policy acceptance', () => {
  test('a new user reads and accepts the policy, or signs out', async ({ page }, testInfo) => {
    const email = 'paula.privacy@other.test';
    const password = 'Paula!Passw0rd';
    await signInByApi(page, 'admin@other.test');
    const roles = (await (await page.request.get('/role')).json()) as { id: string; name: string }[];
    const created = await page.request.post('/user', {
      data: {
        firstName: 'Paula',
        lastName: 'Privat',
        email,
        roleId: roles.find((role) => role.name === 'USER')!.id,
        userType: 'LIGHT',
        culture: 'de',
        timezone: 'Europe/Berlin',
        invite: true,
      },
    });
    expect(created.status()).toBe(200);
    const { mails } = (await (await page.request.get('/api/debug/mails')).json()) as {
      mails: { to: string; text: string }[];
    };
    const token = /register\?token=([\w-]+)/.exec(mails.find((mail) => mail.to === email)!.text)![1]!;
    await page.request.get('/auth/logout');
    const registered = await page.request.post(`/api/v3/user/register/${token}`, {
      data: { password, termsAccepted: true },
    });
    expect(registered.status()).toBe(200);

    await page.goto('/');
    const german = page.getByRole('dialog', { name: 'Datenschutzerklärung' });
    await expect(german.getByText('Bevor Sie fortfahren')).toBeVisible();
    await expect(german.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(german).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'privacy-acceptance-de-1280') });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: screenshotPath(testInfo, 'privacy-acceptance-de-375') });
    await german.getByRole('button', { name: 'Abmelden' }).click();
    await expectSignInPage(page);

    // Signed in again, in English: still asked, until accepted.
    await signInByApi(page, email, password);
    expect((await page.request.patch('/user/settings/change-language', { data: { language: 'en' } })).status()).toBe(
      200,
    );
    await page.goto('/');
    const english = page.getByRole('dialog', { name: 'Privacy policy' });
    await expect(english.getByText('Before you continue')).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'privacy-acceptance-en-375') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: screenshotPath(testInfo, 'privacy-acceptance-en-1280') });
    await english.getByRole('button', { name: 'Accept' }).click();
    await expect(english).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Paula Privat', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toHaveCount(0);
  });
});

test.describe('the operator feature-flag screen', () => {
  test('the operator switches a company flag and puts it back', async ({ page }, testInfo) => {
    await signedInAs(page, 'god@mobilo.test');
    await page.goto('/god');
    await useLanguage(page, 'en');
    const navigation = page.getByRole('navigation', { name: navigationName });
    await navigation.getByRole('link', { name: 'Feature flags' }).click();
    await expect(page.getByRole('heading', { name: 'Feature flags', level: 1 })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Maintenance: global default' })).not.toBeChecked();

    await page.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: 'Other Trading AG' }).click();
    const flag = page.getByRole('switch', { name: 'Germany ticket for Other Trading AG' });
    const before = await flag.isChecked();
    await flag.click({ force: true });
    await expect(page.getByText(`Germany ticket is now ${before ? 'Off' : 'On'} for Other Trading AG.`)).toBeVisible();
    await expect(flag).toBeChecked({ checked: !before });
    await page.screenshot({ path: screenshotPath(testInfo, 'feature-flags-en-1280'), fullPage: true });
    await useLanguage(page, 'de');
    await page.screenshot({ path: screenshotPath(testInfo, 'feature-flags-de-1280'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: screenshotPath(testInfo, 'feature-flags-de-375'), fullPage: true });
    await useLanguage(page, 'en');
    await page.screenshot({ path: screenshotPath(testInfo, 'feature-flags-en-375'), fullPage: true });

    // Put the shared demo data back as it was.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('switch', { name: 'Germany ticket for Other Trading AG' }).click({ force: true });
    await expect(page.getByRole('switch', { name: 'Germany ticket for Other Trading AG' })).toBeChecked({
      checked: before,
    });
  });
});
