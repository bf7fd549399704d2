import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { screenshotPath } from './support';

const password = 'Demo!2026';

type Language = 'en' | 'de';

/** What the login page reads in each language. */
const loginTexts = {
  en: { title: 'Sign in to Mobilo', email: 'Email', password: 'Password', next: 'Next', submit: 'Login' },
  de: { title: 'Bei Mobilo anmelden', email: 'E-Mail', password: 'Passwort', next: 'Weiter', submit: 'Anmelden' },
} as const;

/**
 * The seeded demo accounts and where the index sends them: accountants and checkers to
 * management, the operator to /god, users with a budget group to their expenses. Management and
 * the operator area are not built yet, so those fall back to /welcome; /expenses is exact.
 */
const accounts = [
  { role: 'admin', email: 'admin@demo.test', name: 'Anna Admin', landing: '/expenses' },
  { role: 'light admin', email: 'light.admin@demo.test', name: 'Leon Leicht', landing: '/expenses' },
  { role: 'card admin', email: 'card.admin@demo.test', name: 'Clara Karte', landing: '/expenses' },
  { role: 'checker', email: 'checker@demo.test', name: 'Chris Prüfer', landing: '/management' },
  { role: 'accountant', email: 'accountant@demo.test', name: 'Alex Buchhalter', landing: '/management' },
  { role: 'employee', email: 'employee@demo.test', name: 'Emma Mitarbeiterin', landing: '/expenses' },
  { role: 'light user', email: 'light@demo.test', name: 'Lukas Light', landing: '/expenses' },
  { role: 'god', email: 'god@mobilo.test', name: 'Greta Operator', landing: '/god' },
  { role: 'other company admin', email: 'admin@other.test', name: 'Oskar Other', landing: '/expenses' },
] as const;

const fallbackLanding = '/welcome';

async function openLogin(page: Page, language: Language) {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: loginTexts.en.title })).toBeVisible();
  if (language === 'de') {
    await page.getByRole('button', { name: 'DE', exact: true }).click();
    await expect(page.getByRole('heading', { name: loginTexts.de.title })).toBeVisible();
    await expect(page.getByRole('button', { name: loginTexts.de.next, exact: true })).toBeVisible();
  }
}

async function signIn(page: Page, language: Language, email: string, secret: string) {
  const texts = loginTexts[language];
  await page.getByLabel(texts.email, { exact: true }).fill(email);
  // Email first: the password field appears once the server says the account signs in here.
  await page.getByRole('button', { name: texts.next, exact: true }).click();
  await page.getByLabel(texts.password, { exact: true }).fill(secret);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
}

test.describe('sign-in', () => {
  // Each sign-in stands alone (its own session, signed out at its end): they spread over every worker.
  test.describe.configure({ mode: 'parallel' });
  // Every account once, every other one in German: both languages' login texts are read each run.
  for (const [index, account] of accounts.entries()) {
    const language: Language = index % 2 === 0 ? 'en' : 'de';
    test(`${account.role} signs in and out (${language})`, async ({ page }, testInfo) => {
      await openLogin(page, language);
      await signIn(page, language, account.email, password);

      const landings: string[] = account.landing === '/expenses' ? ['/expenses'] : [account.landing, fallbackLanding];
      await expect(page).toHaveURL((url) => landings.includes(url.pathname));
      const userMenu = page.getByRole('button', { name: account.name, exact: true });
      await expect(userMenu).toBeVisible();
      await expect(userMenu).toContainText(account.name);
      await page.screenshot({ path: screenshotPath(testInfo, `${account.role}-${language}`), fullPage: true });

      await userMenu.click();
      await page.getByRole('menuitem', { name: /^(Logout|Abmelden)$/ }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(page.getByRole('button', { name: /^(Next|Weiter)$/ })).toBeVisible();
    });
  }

  test('a wrong password is reported on the password field', async ({ page }, testInfo) => {
    await openLogin(page, 'en');
    await signIn(page, 'en', 'employee@other.test', 'not-the-password');

    const passwordField = page.getByLabel(loginTexts.en.password, { exact: true });
    await expect(passwordField).toHaveAccessibleDescription('Wrong login credentials.');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.screenshot({ path: screenshotPath(testInfo, 'wrong-password'), fullPage: true });
  });

  test('an unauthenticated visit to /welcome lands on the login page', async ({ page }) => {
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
  });

  test('the quick dev login "Admin" signs in on the local stage', async ({ page }, testInfo) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in as Admin', exact: true }).click();

    await expect(page).toHaveURL(/\/expenses$/);
    await expect(page.getByRole('button', { name: 'Anna Admin', exact: true })).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'quick-login-admin'), fullPage: true });
  });
});
