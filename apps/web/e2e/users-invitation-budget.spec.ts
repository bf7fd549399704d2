import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { signedInAs } from './signed-in';
import { screenshotPath } from './support';

/** Signs the demo admin in with the interface in English (the admin's own language is German). */
async function signInAsAdmin(page: Page) {
  await signedInAs(page, 'admin@demo.test');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Anna Admin', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
}

async function mailsTo(page: Page, email: string) {
  const response = await page.request.get('/api/debug/mails');
  const { mails } = (await response.json()) as { mails: { to: string; template: string; text: string }[] };
  return mails.filter((mail) => mail.to === email);
}

test.describe('invitations and the budget of one user', () => {
  test('the admin creates and invites a user, re-invites, and sets a deduction and a correction', async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page);
    // Home charging's users entry has the word in its name too: the administration's is the one to /users.
    await page.getByRole('link', { name: 'Users' }).and(page.locator('a[href="/users"]')).click();
    await page.getByRole('link', { name: 'New user' }).click();
    await page.getByLabel('First name').fill('Ida');
    await page.getByLabel('Last name').fill('Invite');
    await page.getByLabel('Email').fill('ida.invite@demo.test');
    await page.getByRole('combobox', { name: 'Budget group' }).click();
    await page.getByRole('option', { name: 'Standard' }).click();
    await page.getByRole('checkbox', { name: 'Invite now' }).check();
    await expect(page.getByLabel('Scheduled invitation')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /^Role/ })).toHaveValue('Employee');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('User Ida Invite created; the invitation went to ida.invite@demo.test.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ida Invite' })).toBeVisible();
    await expect(page.getByText('Invited', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite', exact: true })).toHaveCount(0);
    expect((await mailsTo(page, 'ida.invite@demo.test')).map((mail) => mail.template)).toEqual(['INVITATION']);

    await page.getByRole('button', { name: 'Re-invite' }).click();
    await expect(
      page.getByText('A new invitation went to ida.invite@demo.test; the earlier link no longer works.'),
    ).toBeVisible();
    const mails = await mailsTo(page, 'ida.invite@demo.test');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toMatch(/\/auth\/register\?token=/);
    await page.screenshot({ path: screenshotPath(testInfo, 'users-invited'), fullPage: true });

    // Deduction and correction of this month; the budget figures follow.
    const budget = page.getByRole('region', { name: 'Budget per month' });
    await budget.getByRole('button', { name: 'Add deduction' }).click();
    await budget.getByRole('textbox', { name: 'Label' }).fill('Job ticket');
    await budget.getByRole('textbox', { name: 'Amount' }).first().fill('10,50');
    await budget.getByRole('button', { name: 'Save deductions' }).click();
    await expect(page.getByText('Deductions saved.')).toBeVisible();
    await budget.getByLabel('Amount', { exact: true }).last().fill('-2.25');
    await budget.getByLabel('Description').fill('Ticket paid twice');
    await budget.getByRole('button', { name: 'Save correction' }).click();
    await expect(page.getByText('Correction saved.')).toBeVisible();
    await expect(budget.getByText('€10.50')).toBeVisible();
    await expect(budget.getByText('-€2.25')).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'users-budget-adjusted'), fullPage: true });

    const userId = new URL(page.url()).pathname.split('/').at(-1)!;
    const answer = await (await page.request.get(`/user/${userId}/budget`)).json();
    expect(answer).toMatchObject({
      deductions: '10.50',
      correctionAmount: '-2.25',
      budgetDeductions: [{ label: 'Job ticket', amount: '10.50' }],
    });
  });

  test("a move to another budget group shows on the employee's expenses screen", async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    const emma = (await (await page.request.get('/user?search=employee@demo.test')).json()).users[0] as {
      id: string;
      budgetClass: { id: string };
    };
    // The demo admin may act as the employee; the detail names them.
    await page.goto(`/users/${emma.id}`);
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByText('Others who may act as this user: Anna Admin')).toBeVisible();
    const current = await (await page.request.get(`/api/v3/budgetclass/${emma.budgetClass.id}`)).json();
    const lists = [
      'companyMobilityTypes',
      'companyNetWageMobilityTypes',
      'abroadCompanyNetWageMobilityTypes',
      'privateMobilityTypes',
      'privateNetWageMobilityTypes',
      'abroadPrivateNetWageMobilityTypes',
    ];
    const created = await page.request.post('/api/v3/budgetclass', {
      data: {
        name: 'Long distance',
        budget: '123.45',
        overflowInterval: [],
        ...Object.fromEntries(lists.map((list) => [list, current[list]])),
      },
    });
    expect(created.status()).toBe(200);
    const group = (await created.json()) as { id: string };
    expect((await page.request.put(`/budgetclass/${group.id}`, { data: { userIds: [emma.id] } })).status()).toBe(200);

    await signedInAs(page, 'employee@demo.test');
    await page.goto('/expenses');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByText('€123.45').first()).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'expenses-new-budget-group'), fullPage: true });

    // Back to the group the other journeys expect.
    await signedInAs(page, 'admin@demo.test');
    expect(
      (await page.request.put(`/budgetclass/${emma.budgetClass.id}`, { data: { userIds: [emma.id] } })).status(),
    ).toBe(200);
    expect((await page.request.delete(`/budgetclass/${group.id}`)).status()).toBe(200);
  });
});
