import { expect, test } from './test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signedInAs } from './signed-in';
import { receiptPdf, screenshotPath, transitionsDone } from './support';

const companyName = 'Neue Mobilität GmbH';
const adminEmail = 'nora@neue-mobilitaet.test';
const employeeEmail = 'emil@neue-mobilitaet.test';

/** The registration link of the newest invitation to `to`, from the outbox. */
async function registrationToken(request: APIRequestContext, to: string): Promise<string> {
  const { mails } = (await (await request.get('/api/debug/mails')).json()) as {
    mails: { to: string; template: string; text: string }[];
  };
  const text = mails.find((mail) => mail.to === to && mail.template === 'INVITATION')?.text ?? '';
  const token = /\/auth\/register\?token=([0-9a-f-]{36})/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation to ${to}`);
  return token;
}

async function inLanguage(page: Page, language: 'en' | 'de') {
  expect((await page.request.patch('/user/settings/change-language', { data: { language } })).status()).toBe(200);
}

/** A select of Mantine: open it by its label, pick the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('the operator area', () => {
  test('the operator onboards a company; its admin and employee run the first month; trial and a new reject reason', async ({
    page,
    browser,
  }, testInfo) => {
    // Three people and a whole month in one journey: more than the usual time on a busy machine.
    test.slow();
    const shot = (name: string) =>
      page.screenshot({ path: screenshotPath(testInfo, `operator-${name}`), fullPage: true });
    await signedInAs(page, 'god@mobilo.test');
    await inLanguage(page, 'en');

    // The company, with the defaults of the create form.
    await page.goto('/god/companies');
    await page.getByRole('link', { name: 'New company' }).click();
    await page.getByRole('textbox', { name: 'Company name' }).fill(companyName);
    await choose(page, 'Default user type', 'Professional');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    await shot('create');
    await page.getByRole('button', { name: 'Create company' }).click();
    await expect(page.getByText('Company created')).toBeVisible();
    await expect(page.getByRole('heading', { name: companyName })).toBeVisible();
    await expect(page).toHaveURL(/\/god\/companies\/[0-9a-f-]{36}\/license$/);
    const companyId = /companies\/([0-9a-f-]{36})/.exec(page.url())![1]!;

    // A professional licence.
    await page.locator('label', { hasText: /^Professional$/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Licence saved.')).toBeVisible();
    await shot('licence');

    // Its email domain, in the details' side panel; leaving with changes asks first.
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    const panel = page.getByRole('dialog', { name: 'Edit company' });
    await panel.getByRole('textbox', { name: 'Email domains' }).fill('neue-mobilitaet.test');
    await page.keyboard.press('Escape');
    await expect(page.getByText('Are you sure you want to leave this page without saving?')).toBeVisible();
    await page.getByRole('button', { name: 'Stay' }).click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company update saved')).toBeVisible();
    await expect(page.getByTestId('company-details')).toContainText('neue-mobilitaet.test');
    await expect(page.getByTestId('company-details')).toContainText('61 periods');

    // Its first administrator, invited with the registration mail.
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a user' });
    await invite.getByRole('textbox', { name: 'First name' }).fill('Nora');
    await invite.getByRole('textbox', { name: 'Last name' }).fill('Neumann');
    await invite.getByRole('textbox', { name: 'Email' }).fill(adminEmail);
    await expect(invite.getByRole('combobox', { name: 'Role' })).toHaveValue('Administrator');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${adminEmail}.`)).toBeVisible();
    await expect(page.getByTestId('operator-user-row').filter({ hasText: adminEmail })).toContainText('Invited');
    await shot('users');

    // The admin registers from the mail, in a browser of her own.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto(`/auth/register?token=${await registrationToken(page.request, adminEmail)}`);
    await admin.getByLabel('New password', { exact: true }).fill('Nora!Passw0rd');
    await admin.getByLabel('Confirm new password', { exact: true }).fill('Nora!Passw0rd');
    await admin.getByRole('checkbox').check();
    await admin.getByRole('button', { name: 'Register' }).click();
    await admin.getByRole('dialog', { name: 'Privacy policy' }).getByRole('button', { name: 'Accept' }).click();
    await expect(admin.getByRole('button', { name: 'Nora Neumann', exact: true })).toBeVisible();

    // She creates a budget group and invites an employee into it (their screens have journeys of their own).
    const group = await admin.request.post('/api/v3/budgetclass', {
      data: {
        name: 'Pendler',
        budget: '60.00',
        overflowInterval: [],
        companyMobilityTypes: ['LOCAL_PUBLIC_TRANSPORT', 'GERMANY_TICKET'],
        companyNetWageMobilityTypes: [],
        abroadCompanyNetWageMobilityTypes: [],
        privateMobilityTypes: [],
        privateNetWageMobilityTypes: [],
        abroadPrivateNetWageMobilityTypes: [],
      },
    });
    expect(group.status()).toBe(200);
    const roles = (await (await admin.request.get('/role')).json()) as { id: string; name: string }[];
    const invited = await admin.request.post('/user', {
      data: {
        firstName: 'Emil',
        lastName: 'Ebner',
        email: employeeEmail,
        roleId: roles.find((role) => role.name === 'USER')!.id,
        userType: 'PROFESSIONAL',
        budgetClassId: ((await group.json()) as { id: string }).id,
        culture: 'de',
        timezone: 'Europe/Berlin',
        invite: true,
      },
    });
    expect(invited.status()).toBe(200);

    // The employee registers and submits an expense of today.
    const employeeContext = await browser.newContext();
    const employee = employeeContext.request;
    const token = await registrationToken(page.request, employeeEmail);
    expect(
      (
        await employee.post(`/api/v3/user/register/${token}`, {
          data: { password: 'Emil!Passw0rd', termsAccepted: true },
        })
      ).status(),
    ).toBe(200);
    const created = await employee.post('/v2/expenses/', {
      data: {
        originalCost: '12.30',
        originalCurrency: 'EUR',
        tripToWork: true,
        type: 'LOCAL_PUBLIC_TRANSPORT',
        date: new Date().toISOString().slice(0, 10),
        origin: 'HOME',
      },
    });
    expect(created.status()).toBe(200);
    const { id: expenseId } = (await created.json()) as { id: string };
    const upload = await employee.post(`/v2/expenses/${expenseId}/file`, {
      multipart: { file: { name: 'ticket.pdf', mimeType: 'application/pdf', buffer: receiptPdf() } },
    });
    expect(upload.status()).toBe(200);
    expect((await employee.patch(`/v2/expenses/${expenseId}/submit`)).status()).toBe(200);

    // The operator sees it on the dashboard.
    await page.goto('/god/dashboard');
    const row = page.getByTestId('dashboard-row').filter({ hasText: companyName });
    await expect(row).toContainText('€12.30');
    await expect(row).toContainText('2');
    await shot('dashboard');

    // Trial and back: the company and both its users follow, with the notices of the specification.
    await page.goto(`/god/companies/${companyId}/license`);
    await page.getByRole('button', { name: 'Actions' }).click();
    const actions = page.getByRole('dialog', { name: `Actions for ${companyName}` });
    await actions.getByRole('switch', { name: 'Trial account' }).click();
    await expect(page.getByText('The company and its 2 users were downgraded to trial.')).toBeVisible();
    await expect(actions.getByRole('switch', { name: 'Trial account' })).toBeChecked();
    await shot('trial');
    await actions.getByRole('switch', { name: 'Trial account' }).click();
    await expect(page.getByText('The company and its 2 users were upgraded to non-trial.')).toBeVisible();
    await expect(actions.getByRole('switch', { name: 'Trial account' })).not.toBeChecked();
    await page.keyboard.press('Escape');

    // A new reject reason, which the company's reviewer then uses.
    await page.goto('/god/settings/rejection-reasons');
    await page.getByRole('button', { name: 'New reason' }).click();
    const reasonDialog = page.getByRole('dialog', { name: 'New rejection reason' });
    await reasonDialog.getByRole('textbox', { name: 'English text' }).fill('Ticket not valid');
    await reasonDialog.getByRole('textbox', { name: 'German text' }).fill('Fahrschein ungültig');
    await reasonDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Rejection reason saved.')).toBeVisible();
    await expect(page.locator('[data-code="TICKET_NOT_VALID"]')).toContainText('Fahrschein ungültig');
    await shot('reasons');

    const reasons = (await (await admin.request.get('/api/v3/expenses/rejectReasons')).json()) as {
      id: string;
      code: string;
      active: boolean;
    }[];
    const reason = reasons.find((candidate) => candidate.code === 'TICKET_NOT_VALID')!;
    expect(reason.active).toBe(true);
    const rejected = await admin.request.patch(`/api/v3/expenses/${expenseId}/reject`, {
      data: { rejectReason: reason.id },
    });
    expect(rejected.status()).toBe(200);
    const seen = (await (await employee.get(`/v2/expenses/${expenseId}`)).json()) as { status: string };
    expect(seen.status).toBe('REJECTED');
    await adminContext.close();
    await employeeContext.close();
  });

  test('the operator screens in German on a phone and in English at the desk', async ({ page }, testInfo) => {
    await signedInAs(page, 'god@mobilo.test');
    for (const [language, width] of [
      ['de', 375],
      ['en', 1280],
    ] as const) {
      await inLanguage(page, language);
      await page.setViewportSize({ width, height: 900 });
      const de = language === 'de';
      const shot = async (name: string) => {
        await transitionsDone(page);
        await page.screenshot({
          path: screenshotPath(testInfo, `operator-${name}-${language}-${width}`),
          fullPage: true,
        });
      };

      await page.goto('/god/companies');
      await expect(page.getByRole('heading', { name: de ? 'Unternehmen' : 'Companies' })).toBeVisible();
      const filterToggle = page.getByRole('button', { name: de ? 'Filter' : 'Filters', exact: true });
      // On a phone the panel starts closed.
      await expect(filterToggle).toHaveAttribute('aria-expanded', de ? 'false' : 'true');
      if (de) await filterToggle.click();
      const trialFilter = page.getByRole('radiogroup', { name: de ? 'Testkonto' : 'Trial account' });
      await trialFilter.locator('label', { hasText: de ? 'Ja' : 'Yes' }).click();
      await expect(page.getByTestId('company-row')).toHaveCount(1);
      await expect(page.getByTestId('company-row')).toContainText('Trial Mobility GmbH');
      await shot('companies-filtered');
      await trialFilter.locator('label', { hasText: de ? 'Alle' : 'All' }).click();
      await page
        .getByRole('textbox', {
          name: de ? 'Nach Name, Domain oder Reseller suchen' : 'Search by name, domain or reseller',
        })
        .fill('Neue');
      await expect(page.getByTestId('company-row')).toHaveCount(1);
      await page.getByTestId('company-row').click();
      await expect(page.getByRole('heading', { name: companyName })).toBeVisible();
      await shot('company-licence');
      for (const [tab, name] of [
        [de ? 'Details' : 'Details', 'details'],
        [de ? 'Benutzer' : 'Users', 'users'],
        [de ? 'Design' : 'Style', 'style'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await shot(`company-${name}`);
      }
      await page.getByRole('button', { name: de ? 'Aktionen' : 'Actions' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('company-actions');
      await page.keyboard.press('Escape');
      for (const [path, name] of [
        ['/god/dashboard', 'dashboard'],
        ['/god/users', 'users'],
        ['/god/settings/rejection-reasons', 'reasons'],
        ['/god/card', 'card'],
        ['/god/companies/new', 'new-company'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
        await shot(name);
      }
    }
  });
});
