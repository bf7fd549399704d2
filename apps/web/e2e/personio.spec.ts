import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { signedInAs } from './signed-in';
import { screenshotPath, transitionsDone } from './support';

async function inLanguage(page: Page, language: 'en' | 'de') {
  expect((await page.request.patch('/user/settings/change-language', { data: { language } })).status()).toBe(200);
}

async function demoCompanyId(page: Page): Promise<string> {
  const answer = await page.request.get('/god/company?search=Demo%20Mobility');
  return ((await answer.json()) as { companies: { id: string }[] }).companies[0]!.id;
}

test.describe('the Personio integration', () => {
  test('the operator enables Personio; the admin connects, previews, syncs and sees the new users in their groups', async ({
    browser,
  }, testInfo) => {
    const context = () => browser.newContext();
    const operatorContext = await context();
    const operator = await operatorContext.newPage();
    await signedInAs(operator, 'god@mobilo.test');
    await inLanguage(operator, 'en');
    const companyId = await demoCompanyId(operator);
    await operator.goto(`/god/companies/${companyId}/license`);
    await operator.getByRole('button', { name: 'Actions' }).click();
    await operator
      .getByRole('dialog')
      .getByRole('switch', { name: /^Personio Switching/ })
      .click();
    await expect(operator.getByText('Personio enabled for the company.')).toBeVisible();

    const adminContext = await context();
    const page = await adminContext.newPage();
    const shot = async (name: string) => {
      await transitionsDone(page);
      await page.screenshot({ path: screenshotPath(testInfo, `personio-${name}`), fullPage: true });
    };
    await signedInAs(page, 'admin@demo.test');
    await inLanguage(page, 'en');
    await page.goto('/integrations');
    await expect(page.getByTestId('personio-status')).toHaveText('Not connected');
    await page.getByRole('textbox', { name: 'Client ID' }).fill('papi-demo');
    await page.getByLabel('Client secret').fill('wrong-secret');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText('Personio did not accept the credentials.')).toBeVisible();
    await page.getByLabel('Client secret').fill('papi-demo-secret');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText('Connected: Personio lists 3 employees.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Attribute for the budget group' }).click();
    await page.getByRole('option', { name: 'Mobility budget group' }).click();
    await page.getByRole('radio', { name: 'not at all (invite them yourself)' }).check();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByText('Personio settings saved.')).toBeVisible();
    await expect(page.getByTestId('personio-status')).toHaveText('Connected');

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('personio-run-details');
    await expect(preview).toContainText('3 new');
    await expect(preview).toContainText('paula.personio@demo.test');
    await expect(preview).toContainText('there is no budget group "Gold"');
    await shot('preview-en');

    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByTestId('personio-run').first()).toHaveAttribute('data-status', 'DONE');
    await expect(page.getByTestId('personio-run').first()).toContainText('3 new');
    await shot('synced-en');

    // The new users, in their groups; the group's list warns that Personio keeps it.
    await page.goto('/users');
    await page.getByRole('textbox', { name: /Search/ }).fill('personio');
    await expect(page.getByTestId('user-row')).toHaveCount(2);
    await expect(page.getByTestId('user-row').filter({ hasText: 'Paula' })).toContainText('Public transport');
    await expect(page.getByTestId('user-row').filter({ hasText: 'Peter' })).toContainText('Standard');
    await page.getByTestId('user-row').filter({ hasText: 'Paula' }).click();
    await expect(page.getByRole('switch', { name: /Kept by hand/ })).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('readonly', '');
    await shot('user-en');
    await page.goto('/settings/budget-groups');
    await page.getByText('Public transport', { exact: true }).first().click();
    const groupDialog = page.getByRole('dialog', { name: 'Budget group' });
    await expect(groupDialog.getByRole('alert')).toContainText('The personnel system integration is active');
    await expect(groupDialog).toContainText('Paula Pendel');
    await shot('budget-group-en');

    // The same page in German.
    await inLanguage(page, 'de');
    await page.goto('/integrations');
    await expect(page.getByTestId('personio-status')).toHaveText('Verbunden');
    await page.getByTestId('personio-run').first().click();
    await expect(page.getByRole('dialog', { name: 'Details des Laufs' })).toBeVisible();
    await shot('runs-de');
    await page.keyboard.press('Escape');

    // Put back what later journeys rely on: Personio off again (the synced users stay).
    await page.getByRole('button', { name: 'Trennen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Trennen' }).click();
    await expect(page.getByText('Personio getrennt.')).toBeVisible();
    await operator.reload();
    await operator.getByRole('button', { name: 'Actions' }).click();
    await operator
      .getByRole('dialog')
      .getByRole('switch', { name: /^Personio Switching/ })
      .click();
    await expect(operator.getByText('Personio disabled and the integration deactivated.')).toBeVisible();
    await operatorContext.close();
    await adminContext.close();
  });
});
