import { join } from 'node:path';
import { expect, test } from './test';
import type { Page, TestInfo } from '@playwright/test';
import { chooseUserMenuItem, expectSignInPage } from './support';

const demoPassword = 'Demo!2026';

function screenshotPath(testInfo: TestInfo, name: string) {
  return join(testInfo.project.outputDir, 'screenshots', `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\//);
}

/** The newest mail to this address in the outbox, read the way a tester would: on /debug/mails. */
async function linkFromOutbox(page: Page, to: string, path: string): Promise<string> {
  await page.goto('/debug/mails');
  const recipient = new RegExp(`To ${to.replaceAll('.', '\\.')}`);
  await page.getByRole('button', { name: recipient }).first().click();
  const text = await page.getByRole('region', { name: recipient }).first().getByTestId('mail-text').textContent();
  const match = new RegExp(`https?://[^/\\s]+(${path}\\?token=[0-9a-f-]{36})`).exec(text ?? '');
  if (!match) throw new Error(`no ${path} link in the mail to ${to}: ${text}`);
  return match[1]!;
}

test.describe('account journeys', () => {
  test('forgot and reset the password through the outbox, then sign in with it', async ({ page }, testInfo) => {
    const email = 'employee@other.test';
    const newPassword = 'Reset!Passw0rd';
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    // The address changes before the page's chunk is there: until its heading shows, the email field
    // on screen is still the sign-in form's.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.screenshot({ path: screenshotPath(testInfo, 'forgot-password-en'), fullPage: true });
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('a link to reset the password is on its way')).toBeVisible();
    await expectSignInPage(page);

    await expect(async () => {
      await linkFromOutbox(page, email, '/auth/reset-password');
    }).toPass({ timeout: 15_000 });
    const link = await linkFromOutbox(page, email, '/auth/reset-password');
    await page.screenshot({ path: screenshotPath(testInfo, 'mail-outbox'), fullPage: true });

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm new password', { exact: true }).fill('weak');
    await expect(page.getByText('At least 8 characters, one uppercase letter').first()).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.screenshot({ path: screenshotPath(testInfo, 'reset-password-en'), fullPage: true });
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expectSignInPage(page);

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Second!Passw0rd');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Second!Passw0rd');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('has expired or was already used')).toBeVisible();
    await expectSignInPage(page);

    await signIn(page, email, newPassword);
    await expect(page.getByRole('button', { name: 'Olivia Other', exact: true })).toBeVisible();
  });

  test('a newcomer registers with the invitation from the outbox', async ({ page }, testInfo) => {
    const link = await linkFromOutbox(page, 'new@demo.test', '/auth/register');
    await page.goto(link);
    await expect(page.getByText('Hello Nina, Demo Mobility GmbH has invited you.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Nina!Passw0rd');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Nina!Passw0rd');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Please accept the terms and conditions.')).toBeVisible();
    await page.getByRole('checkbox').check();
    await page.screenshot({ path: screenshotPath(testInfo, 'register-en'), fullPage: true });
    await page.getByRole('button', { name: 'Register' }).click();
    // A newcomer accepts the privacy policy before using the app.
    await page.getByRole('dialog', { name: 'Privacy policy' }).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Nina Neu', exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/\/auth\//);

    // The same link cannot register twice.
    await chooseUserMenuItem(page, 'Nina Neu', 'Logout');
    await expectSignInPage(page);
    await page.goto(link);
    await expect(page.getByText('This invitation link has expired or was already used.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the operator acts as an employee and returns', async ({ page }, testInfo) => {
    await signIn(page, 'god@mobilo.test', demoPassword);
    const switcher = page.getByTestId('impersonation-switcher');
    await switcher.getByLabel('Act as').click();
    await switcher.getByLabel('Act as').fill('Emma');
    await page.getByRole('option', { name: /Emma Mitarbeiterin/ }).click();

    await expect(page.getByRole('button', { name: 'Emma Mitarbeiterin', exact: true })).toBeVisible();
    const banner = page.getByTestId('impersonation-banner');
    await expect(banner).toContainText('You are acting as Emma Mitarbeiterin (Demo Mobility GmbH).');
    await page.screenshot({ path: screenshotPath(testInfo, 'impersonating-en'), fullPage: true });

    await banner.getByRole('button', { name: 'Back to Greta Operator' }).click();
    await expect(page.getByRole('button', { name: 'Greta Operator', exact: true })).toBeVisible();
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  });

  test('profile, password and language dialogs', async ({ page }, testInfo) => {
    await signIn(page, 'employee@demo.test', demoPassword);
    await chooseUserMenuItem(page, 'Emma Mitarbeiterin', 'Profile');
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await expect(profile).toContainText('Demo Mobility GmbH');
    await expect(profile).toContainText('Standard');
    await page.screenshot({ path: screenshotPath(testInfo, 'profile-en'), fullPage: true, animations: 'disabled' });
    await profile.getByRole('button', { name: 'Change password' }).click();
    const password = page.getByRole('dialog', { name: 'Change password' });
    await password.getByLabel('Current password').fill('Wrong!Passw0rd');
    await password.getByLabel('New password', { exact: true }).fill('Emma!Passw0rd2');
    await password.getByLabel('Confirm new password').fill('Emma!Passw0rd2');
    await password.getByRole('button', { name: 'Save' }).click();
    await expect(password.getByText('The current password is wrong')).toBeVisible();
    await password.getByRole('button', { name: 'Cancel' }).click();

    await chooseUserMenuItem(page, 'Emma Mitarbeiterin', 'Language and time zone');
    const settings = page.getByRole('dialog', { name: 'Language and time zone' });
    await settings.getByLabel('Language').click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.screenshot({ path: screenshotPath(testInfo, 'language-dialog-en'), fullPage: true });
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Sprache und Zeitzone wurden gespeichert.')).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'after-language-de'), fullPage: true });

    // Back to English for the journeys that follow.
    await chooseUserMenuItem(page, 'Emma Mitarbeiterin', 'Sprache und Zeitzone');
    const einstellungen = page.getByRole('dialog', { name: 'Sprache und Zeitzone' });
    await einstellungen.getByLabel('Sprache').click();
    await page.getByRole('option', { name: 'English' }).click();
    await einstellungen.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Language and time zone have been saved.')).toBeVisible();
  });

  for (const language of ['en', 'de'] as const) {
    test(`public pages (${language})`, async ({ page }, testInfo) => {
      await page.goto('/auth/login');
      if (language === 'de') await page.getByRole('button', { name: 'DE', exact: true }).click();
      const texts =
        language === 'en'
          ? {
              next: 'Next',
              terms: 'Terms and conditions',
              privacy: 'Privacy policy',
              imprint: 'Imprint',
              forgot: 'Forgot password?',
            }
          : {
              next: 'Weiter',
              terms: 'Allgemeine Geschäftsbedingungen',
              privacy: 'Datenschutzerklärung',
              imprint: 'Impressum',
              forgot: 'Passwort vergessen?',
            };
      await page.getByLabel(language === 'en' ? 'Email' : 'E-Mail', { exact: true }).fill('admin@demo.test');
      await page.getByRole('button', { name: texts.next, exact: true }).click();
      await expect(page.getByLabel(language === 'en' ? 'Password' : 'Passwort', { exact: true })).toBeVisible();
      await page.screenshot({ path: screenshotPath(testInfo, `login-password-step-${language}`), fullPage: true });

      await page.getByRole('link', { name: texts.forgot }).click();
      await page.screenshot({ path: screenshotPath(testInfo, `forgot-${language}`), fullPage: true });
      for (const [path, heading] of [
        ['/auth/terms-conditions', texts.terms],
        ['/auth/privacy-policy', texts.privacy],
        ['/auth/imprint', texts.imprint],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.screenshot({
          path: screenshotPath(testInfo, `${path.split('/').pop()}-${language}`),
          fullPage: true,
        });
      }
    });
  }
});

test.describe('city mobility login against the local OpenID provider', () => {
  test('an employee links the city login and signs in with it', async ({ page }, testInfo) => {
    await signIn(page, 'employee@demo.test', demoPassword);
    const menu = page.getByRole('button', { name: 'Emma Mitarbeiterin', exact: true });
    await chooseUserMenuItem(page, 'Emma Mitarbeiterin', 'Link account');
    const dialog = page.getByRole('dialog', { name: 'Link account' });
    await expect(dialog).toContainText('What is shared');
    await page.screenshot({
      path: screenshotPath(testInfo, 'link-account-en'),
      fullPage: true,
      animations: 'disabled',
    });
    await dialog.getByRole('button', { name: 'Connect' }).click();

    // The provider confirms and sends the browser back to the app, still signed in.
    await expect(menu).toBeVisible();
    await chooseUserMenuItem(page, 'Emma Mitarbeiterin', 'Link account');
    await expect(
      page.getByRole('dialog', { name: 'Link account' }).getByRole('button', { name: 'Disconnect' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await chooseUserMenuItem(page, 'Emma Mitarbeiterin', 'Logout');

    await expect(page).toHaveURL(/\/auth\/login$/);
    const cityButton = page.getByRole('button', { name: 'Sign in with the city mobility login' });
    await page.screenshot({ path: screenshotPath(testInfo, 'login-with-city-login-en'), fullPage: true });
    await cityButton.click();
    await expect(menu).toBeVisible();
    await expect(page).not.toHaveURL(/\/auth\//);
    await page.screenshot({ path: screenshotPath(testInfo, 'signed-in-by-city-login-en'), fullPage: true });
  });
});
