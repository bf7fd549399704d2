import { expect, test } from './test';
import type { Page, TestInfo } from '@playwright/test';
import { signedInAs } from './signed-in';
import { looks, screenshotPath as sharedScreenshotPath } from './support';

function screenshotPath(testInfo: TestInfo, name: string) {
  return sharedScreenshotPath(testInfo, `administration-${name}`);
}

/** Signs the demo admin in and switches the interface to the language of the run. */
async function signInAsAdmin(page: Page, language: 'en' | 'de') {
  await signedInAs(page, 'admin@demo.test');
  await page.goto('/');
  await useLanguage(page, language);
}

/**
 * The admin's own language (German) applies on every page load; the header toggle switches the
 * screen to the language of the run.
 */
async function useLanguage(page: Page, language: 'en' | 'de') {
  await expect(page.getByRole('button', { name: 'Anna Admin', exact: true })).toBeVisible();
  await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
}

async function visit(page: Page, path: string, language: 'en' | 'de') {
  await page.goto(path);
  await useLanguage(page, language);
}

const csvHeader = 'firstName;lastName;email;role;personalNumber;userType;budgetGroup;language';
const csvFile = (lines: string[]) => ({
  name: 'users.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[csvHeader, ...lines].join('\r\n')}\r\n`, 'utf8'),
});

test.describe('administration', () => {
  test('the admin sets up a budget group, assigns the employee, creates and imports users, deactivates and reactivates', async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page, 'en');
    const emmaBefore = (await (await page.request.get('/user?search=employee@demo.test')).json()).users[0] as {
      id: string;
      budgetClass: { id: string };
    };

    // Budget group with types, net wage and quarterly rollover.
    await page.getByRole('link', { name: 'Budget groups' }).click();
    await expect(page).toHaveURL(/\/settings\/budget-groups$/);
    await expect(page.getByRole('heading', { name: '2 budget groups' })).toBeVisible();
    await page.getByRole('button', { name: 'New budget group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New budget group' });
    await dialog.getByLabel('Name').fill('Commuters');
    await dialog.getByLabel('Monthly budget (EUR)').fill('60,50');
    await dialog.getByRole('combobox', { name: 'Budget expiry interval' }).click();
    await page.getByRole('option', { name: 'Quarterly' }).click();
    await dialog.getByRole('checkbox', { name: 'Germany ticket', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Germany ticket: Net wage (Germany)' }).check();
    await dialog.getByRole('tab', { name: 'Private trips' }).click();
    await dialog.getByRole('checkbox', { name: 'Taxi', exact: true }).check();
    await page.screenshot({ path: screenshotPath(testInfo, 'budget-group-create'), fullPage: true });
    await dialog.getByRole('button', { name: 'Create' }).click();

    await expect(page.getByText('Budget group Commuters created.')).toBeVisible();
    const panel = page.getByRole('dialog', { name: 'Budget group' });
    await expect(panel.getByRole('heading', { name: 'Commuters' })).toBeVisible();
    await expect(panel.getByText('€60.50')).toBeVisible();
    await expect(panel.getByText(/Quarterly \(March, June, September, December\)/)).toBeVisible();

    // Assign the employee.
    await panel.getByRole('button', { name: 'Add users' }).click();
    const assign = page.getByRole('dialog', { name: 'Add users to Commuters' });
    await assign.getByLabel('Search users').fill('Emma');
    await assign.getByRole('checkbox', { name: 'Emma Mitarbeiterin' }).check();
    // Emma is in "Standard": the dialog says she leaves it.
    await expect(assign.getByTestId('assign-moves')).toContainText('1 user will leave their current group (Standard).');
    await assign.getByRole('button', { name: 'Move 1 user here' }).click();
    await expect(panel.getByText('Emma Mitarbeiterin')).toBeVisible();
    await expect(panel.getByText('Assigned users (1)')).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'budget-group-detail'), fullPage: true });
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: '3 budget groups' })).toBeVisible();

    // Create a user.
    // Home charging's users entry has the word in its name too: the administration's is the one to /users.
    await page.getByRole('link', { name: 'Users' }).and(page.locator('a[href="/users"]')).click();
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await page.getByRole('link', { name: 'New user' }).click();
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Neu');
    await page.getByLabel('Email').fill('nora.neu@demo.test');
    // The role is the employee's once the roles have loaded, as the admin sees before creating.
    await expect(page.getByRole('combobox', { name: /^Role/ })).toHaveValue('Employee');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('User Nora Neu created.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nora Neu' })).toBeVisible();
    await expect(page.getByText('Created', { exact: true })).toBeVisible();

    // Import: a file with a bad line imports nothing; the corrected file imports every line.
    await visit(page, '/users/import', 'en');
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles(
      csvFile(['Jürgen;Weiß;juergen.weiss@demo.test;USER;3001;;Commuters;de', 'Bad;Row;not-an-email;BOSS;;;;']),
    );
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Nothing was imported: 1 line has problems.')).toBeVisible();
    await expect(page.getByText('the email is not valid; unknown role')).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'import-refused'), fullPage: true });
    await fileInput.setInputFiles(
      csvFile([
        'Jürgen;Weiß;juergen.weiss@demo.test;USER;3001;;Commuters;de',
        'Zoë;Öztürk;zoe.oeztuerk@demo.test;ADMIN_LIGHT;;LIGHT;;en',
      ]),
    );
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('2 users imported.')).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'import-done'), fullPage: true });

    // Deactivate and reactivate the imported user.
    await visit(page, '/users', 'en');
    await page.getByLabel('Search by name, email or personal number').fill('Jürgen');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await page.getByRole('button', { name: 'Weiß, Jürgen' }).click();
    await expect(page.getByRole('heading', { name: 'Jürgen Weiß' })).toBeVisible();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const deactivate = page.getByRole('dialog', { name: 'Deactivate Jürgen Weiß' });
    await deactivate.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Other' }).click();
    await expect(deactivate.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    await deactivate.getByLabel('Comment').fill('Moved to the parent company');
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Jürgen Weiß deactivated.')).toBeVisible();
    await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'user-deactivated'), fullPage: true });

    await page.getByRole('button', { name: 'Reactivate' }).click();
    const reactivate = page.getByRole('dialog', { name: 'Reactivate Jürgen Weiß' });
    await expect(reactivate.getByRole('radio', { name: 'Account and budget' })).toBeChecked();
    await reactivate.getByRole('button', { name: 'Reactivate' }).click();
    await expect(page.getByText('Jürgen Weiß reactivated.')).toBeVisible();
    await expect(page.getByText('Created', { exact: true })).toBeVisible();

    // The employee's session now names the new group.
    const session = await page.request.get('/user?search=emma');
    expect((await session.json()).users[0].budgetClass.name).toBe('Commuters');

    // The expense journeys record types of the employee's own group, so she goes back to it.
    const back = await page.request.put(`/budgetclass/${emmaBefore.budgetClass.id}`, {
      data: { userIds: [emmaBefore.id] },
    });
    expect(back.status()).toBe(200);
  });

  test('an employee cannot open the administration', async ({ page }) => {
    await signedInAs(page, 'employee@demo.test');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Emma Mitarbeiterin', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await page.goto('/settings/budget-groups');
    await expect(page).toHaveURL(/\/welcome$/);
  });

  for (const { language, width } of looks) {
    test(`the administration screens in ${language} at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page, language);
      const shot = (name: string) =>
        page.screenshot({ path: screenshotPath(testInfo, `${name}-${language}-${width}`), fullPage: true });

      await visit(page, '/settings', language);
      await expect(page).toHaveURL(/\/settings\/budget-groups$/);
      await expect(page.getByTestId('budget-group-row').first()).toBeVisible();
      await shot('budget-groups');
      await page.getByRole('button', { name: 'Standard', exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Standard' })).toBeVisible();
      await shot('budget-group-standard');

      // The create dialog's overlay would cover the language toggle, so it opens from the list.
      await visit(page, '/settings/budget-groups', language);
      await page.getByRole('button', { name: language === 'en' ? 'New budget group' : 'Neue Budgetgruppe' }).click();
      await expect(page).toHaveURL(/\/settings\/budget-groups\/new$/);
      await expect(page.getByRole('dialog').getByRole('tab').first()).toBeVisible();
      await shot('budget-group-new');

      await visit(page, '/users', language);
      await expect(page.getByTestId('user-row').first()).toBeVisible();
      await shot('users');
      await page.getByTestId('user-row').filter({ hasText: 'employee@demo.test' }).click();
      await expect(page.getByRole('heading', { name: 'Emma Mitarbeiterin' })).toBeVisible();
      await shot('user-detail');

      await visit(page, '/users/new', language);
      await expect(page.locator('form')).toBeVisible();
      await shot('user-new');

      await visit(page, '/users/import', 'en');
      await expect(page.locator('input[type="file"]')).toBeAttached();
      await shot('users-import');
    });
  }

  test('a budget group that does not exist sends the admin to the employee screen', async ({ page }) => {
    await signInAsAdmin(page, 'en');
    await page.goto('/settings/budget-groups/00000000-0000-4000-8000-000000000000');
    await expect(page).not.toHaveURL(/\/settings\//);
  });
});
