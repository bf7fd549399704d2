import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { signedInAs } from './signed-in';
import { chooseUserMenuItem, screenshotPath } from './support';

const accounts = [
  { role: 'admin', email: 'admin@demo.test', menu: ['Users', 'Home-charging users', 'Branding'] },
  { role: 'light admin', email: 'light.admin@demo.test', menu: ['Users'] },
  { role: 'card admin', email: 'card.admin@demo.test', menu: ['Users'] },
  { role: 'checker', email: 'checker@demo.test', menu: ['Expense review'] },
  { role: 'accountant', email: 'accountant@demo.test', menu: ['Expense management'] },
  { role: 'employee', email: 'employee@demo.test', menu: ['Benefit expenses'] },
  { role: 'light user', email: 'light@demo.test', menu: ['Benefit expenses'] },
  { role: 'god', email: 'god@mobilo.test', menu: ['Companies'] },
  { role: 'other company admin', email: 'admin@other.test', menu: ['Users'] },
] as const;

async function useLanguage(page: Page, language: 'en' | 'de') {
  await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test.describe('the shell of each role', () => {
  for (const account of accounts) {
    test(`${account.role} at 1280 and 375 px in both languages`, async ({ page }, testInfo) => {
      await signedInAs(page, account.email);
      await page.goto('/');
      const navigation = page.getByRole('navigation', { name: /Main navigation|Hauptnavigation/ });
      await expect(navigation).toBeVisible();

      await useLanguage(page, 'en');
      for (const entry of account.menu) {
        await expect(navigation.getByText(entry, { exact: true })).toBeVisible();
      }
      await page.screenshot({ path: screenshotPath(testInfo, `shell-${account.role}-en-1280`) });
      await useLanguage(page, 'de');
      await page.screenshot({ path: screenshotPath(testInfo, `shell-${account.role}-de-1280`) });

      await page.setViewportSize({ width: 375, height: 740 });
      const burger = page.getByRole('button', { name: /Navigation ein- oder ausblenden/ });
      await expect(burger).toBeVisible();
      await burger.click();
      await expect(navigation).toBeInViewport();
      await page.screenshot({ path: screenshotPath(testInfo, `shell-${account.role}-de-375`) });
      await useLanguage(page, 'en');
      await page.screenshot({ path: screenshotPath(testInfo, `shell-${account.role}-en-375`) });
    });
  }

  test('the employee does not see administration entries and is sent away from them', async ({ page }) => {
    await signedInAs(page, 'employee@demo.test');
    await page.goto('/users');
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByText('Users', { exact: true }),
    ).toHaveCount(0);
  });

  test('the changelog and the licences open from the user menu', async ({ page }, testInfo) => {
    await signedInAs(page, 'employee@demo.test');
    await page.goto('/welcome');
    await useLanguage(page, 'en');
    await chooseUserMenuItem(page, 'Emma Mitarbeiterin', 'Changelog');
    const changelog = page.getByRole('dialog', { name: 'Changelog' });
    await expect(changelog.getByRole('heading', { name: '2025.11.4.1' })).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'changelog') });
    await page.keyboard.press('Escape');

    await chooseUserMenuItem(page, 'Emma Mitarbeiterin', 'Licences');
    const licences = page.getByRole('dialog', { name: 'Third-party licences' });
    await expect(licences.getByText(/^react@19\.3\.1 \(MIT\)$/m)).toBeVisible();
  });
});
