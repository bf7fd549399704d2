import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { signedInAs, type SharedAccount } from './signed-in';
import { chooseMenuItem, receiptPdf, screenshotPath, transitionsDone } from './support';

type Language = 'en' | 'de';

async function inLanguage(page: Page, language: Language) {
  expect((await page.request.patch('/user/settings/change-language', { data: { language } })).status()).toBe(200);
}

async function signedIn(browser: Browser, testInfo: TestInfo, email: SharedAccount, language: Language) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedInAs(page, email);
  await inLanguage(page, language);
  return page;
}

function shot(page: Page, testInfo: TestInfo, name: string) {
  return transitionsDone(page).then(() =>
    page.screenshot({ path: screenshotPath(testInfo, `germany-ticket-${name}`), fullPage: true }),
  );
}

/** The row's action menu, then one of its items (a refetch after the previous action may close it). */
async function rowAction(page: Page, name: string, action: string | RegExp) {
  await chooseMenuItem(
    page.getByRole('button', { name: new RegExp(`(Actions for|Aktionen für) ${name}`) }),
    page.getByRole('menuitem', { name: action }),
  );
}

const thisPeriod = () => {
  const now = new Date();
  return `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
};

test.describe('the Germany job ticket', () => {
  test('the employee requests; the admin approves, orders, confirms and delivers; payroll books the demo tickets; the employee downloads and cancels', async ({
    browser,
  }, testInfo) => {
    const employee = await signedIn(browser, testInfo, 'employee@demo.test', 'en');
    await employee.goto('/bookings-my-ticket');
    await expect(employee.getByRole('heading', { name: 'My Germany ticket', level: 1 })).toBeVisible();
    const startLabel = await employee.getByRole('combobox', { name: 'Valid from' }).inputValue();
    await expect(employee.getByTestId('ticket-split')).toContainText('Job-ticket discount (5 %)');
    await shot(employee, testInfo, 'request-en');
    await employee.getByRole('button', { name: 'Request ticket' }).click();
    await expect(employee.getByText('Your request has been sent.')).toBeVisible();
    await expect(employee.getByTestId('booking-status')).toHaveText('Requested');

    const admin = await signedIn(browser, testInfo, 'admin@demo.test', 'en');
    await admin.goto('/bookings');
    const emmaRow = admin.getByTestId('booking-row').filter({ hasText: 'Emma Mitarbeiterin' });
    await expect(emmaRow).toHaveAttribute('data-status', 'REQUESTED');
    await shot(admin, testInfo, 'bookings-en');
    await rowAction(admin, 'Emma Mitarbeiterin', 'Approve');
    await expect(admin.getByText(`Approved: the ticket goes on the order list of ${startLabel}.`)).toBeVisible();
    await expect(emmaRow).toHaveAttribute('data-status', 'ORDERED');

    // The order list of the start month carries her, for the transport company.
    await admin.getByRole('combobox', { name: 'Month' }).click();
    await admin.getByRole('option', { name: startLabel }).click();
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Order list (CSV)' }).click();
    const orderList = await downloading;
    expect(orderList.suggestedFilename()).toMatch(/^deutschlandticket-\d{4}-\d{2}\.csv$/);
    const csv = readFileSync(await orderList.path(), 'utf8');
    expect(csv).toContain('"Mitarbeiterin";"Emma";"1006";"employee@demo.test"');

    // The confirmation: a broken file is refused whole, the right one imported.
    await admin.getByRole('button', { name: 'Import confirmation' }).click();
    const dialog = admin.getByRole('dialog', { name: "Import the transport company's confirmation" });
    const choose = async (content: string) => {
      const chooser = admin.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: /Confirmation file/ }).click();
      await (await chooser).setFiles({ name: 'confirmation.csv', mimeType: 'text/csv', buffer: Buffer.from(content) });
    };
    await choose('Personalnummer;Ticketnummer\n1006;DT-E2E-1\n9999;DT-X\n');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByTestId('confirmation-problems')).toContainText(
      'Line 3 (9999): no employee has this personal number',
    );
    await shot(admin, testInfo, 'confirmation-refused-en');
    await choose('Personalnummer;Ticketnummer\n1006;DT-E2E-1\n');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(admin.getByText('1 ticket number imported.')).toBeVisible();
    await expect(emmaRow).toHaveAttribute('data-status', 'ACTIVE');
    await expect(emmaRow).toContainText('DT-E2E-1');

    // The ticket itself, as the transport company sent it.
    await admin.getByRole('button', { name: 'Actions for Emma Mitarbeiterin' }).click();
    const picking = admin.waitForEvent('filechooser');
    await admin.getByRole('menuitem', { name: 'Upload ticket file' }).click();
    await (await picking).setFiles({ name: 'ticket-emma.pdf', mimeType: 'application/pdf', buffer: receiptPdf() });
    await expect(
      admin.getByText('The ticket file has been stored; Emma Mitarbeiterin can download it now.'),
    ).toBeVisible();
    await expect(emmaRow).toContainText('ticket-emma.pdf');
    await rowAction(admin, 'Emma Mitarbeiterin', 'History');
    await expect(admin.getByTestId('booking-history')).toContainText('Confirmed by the transport company');
    await expect(admin.getByTestId('booking-history')).toContainText('Ticket file delivered');
    await shot(admin, testInfo, 'history-en');
    await admin.keyboard.press('Escape');

    // Payroll: this month's demo tickets carry the subsidy and the own share on their wage types.
    const accountant = await signedIn(browser, testInfo, 'accountant@demo.test', 'en');
    const period = thisPeriod();
    const invoice = (action: string) => accountant.request.patch(`/management/period/${period}/${action}`);
    expect((await invoice('invoice')).status()).toBe(200);
    try {
      const lodas = await accountant.request.get(`/api/v3/management/period/${period}/export/tax?platform=lodas`);
      expect(lodas.status()).toBe(200);
      const lines = (await lodas.body()).toString('latin1').split('\r\n');
      for (const personalNumber of ['1001', '1003']) {
        expect(lines.filter((line) => line.includes(`;${personalNumber};42`))).toEqual([
          expect.stringMatching(new RegExp(`;${personalNumber};4200;2;31,50;$`)),
          expect.stringMatching(new RegExp(`;${personalNumber};4210;3;28,35;$`)),
        ]);
      }
    } finally {
      expect((await invoice('uninvoice')).status()).toBe(200);
    }

    // The employee has the ticket now, and cancels it before it starts.
    await employee.reload();
    await expect(employee.getByTestId('booking-status')).toHaveText('Active');
    await expect(employee.getByTestId('current-ticket')).toContainText('DT-E2E-1');
    const fileDownload = employee.waitForEvent('download');
    await employee.getByRole('button', { name: 'Download ticket' }).click();
    expect((await fileDownload).suggestedFilename()).toBe('ticket-emma.pdf');
    await shot(employee, testInfo, 'active-en');
    await employee.getByRole('button', { name: 'Cancel ticket' }).click();
    const cancelDialog = employee.getByRole('dialog', { name: 'Cancel your Germany ticket?' });
    await expect(cancelDialog.getByTestId('cancel-effect')).toHaveText(
      'The ticket has not started yet: it will not run at all.',
    );
    await cancelDialog.getByRole('button', { name: 'Cancel ticket' }).click();
    await expect(employee.getByText('Your ticket has been cancelled before its start; it will not run.')).toBeVisible();
    await expect(employee.getByRole('button', { name: 'Request ticket' })).toBeVisible();
    await expect(employee.getByRole('region', { name: 'Earlier bookings' })).toContainText(
      'Cancelled before its start',
    );
  });

  test('auf Deutsch: die Anfrage, die Ablehnung mit Grund und die Bestellliste als Excel', async ({
    browser,
  }, testInfo) => {
    const leon = await signedIn(browser, testInfo, 'light.admin@demo.test', 'de');
    await leon.goto('/bookings-my-ticket');
    await expect(leon.getByRole('heading', { name: 'Mein Deutschlandticket', level: 1 })).toBeVisible();
    await expect(leon.getByTestId('ticket-split')).toContainText('Ihr Eigenanteil (vom Nettolohn abgezogen)');
    await leon.getByRole('button', { name: 'Ticket anfragen' }).click();
    await expect(leon.getByText('Ihre Anfrage ist abgeschickt.')).toBeVisible();
    await expect(leon.getByTestId('booking-status')).toHaveText('Angefragt');
    await shot(leon, testInfo, 'requested-de');
    await leon.setViewportSize({ width: 375, height: 800 });
    await shot(leon, testInfo, 'requested-de-375');

    const admin = await signedIn(browser, testInfo, 'admin@demo.test', 'de');
    await admin.goto('/bookings');
    await admin.locator('label', { hasText: 'Angefragt' }).click();
    await expect(admin.getByTestId('booking-row')).toHaveCount(2);
    await rowAction(admin, 'Leon Leicht', 'Ablehnen');
    const decline = admin.getByRole('dialog', { name: 'Anfrage von Leon Leicht ablehnen?' });
    await decline.getByRole('textbox', { name: /Grund/ }).fill('Bitte erst ab dem Sommer');
    await decline.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(admin.getByText('Die Anfrage ist abgelehnt.')).toBeVisible();
    await expect(admin.getByTestId('booking-row')).toHaveCount(1);
    const excel = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Bestellliste (Excel)' }).click();
    expect((await excel).suggestedFilename()).toMatch(/^deutschlandticket-\d{4}-\d{2}\.xlsx$/);
    await shot(admin, testInfo, 'bookings-de');
    await admin.setViewportSize({ width: 375, height: 800 });
    await shot(admin, testInfo, 'bookings-de-375');

    await leon.reload();
    await expect(leon.getByRole('region', { name: 'Frühere Buchungen' })).toContainText('Bitte erst ab dem Sommer');
    await expect(leon.getByRole('button', { name: 'Ticket anfragen' })).toBeVisible();
  });
});
