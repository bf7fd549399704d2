import { expect, test } from './test';
import type { Page, TestInfo } from '@playwright/test';
import { signedInAs } from './signed-in';
import { screenshotPath } from './support';

const texts = {
  en: {
    close: 'Close period',
    reopen: 'Reopen period',
    invoice: 'Invoice period',
    uninvoice: 'Undo invoicing',
    closed: 'Period closed.',
    reopened: 'Period reopened.',
    invoiced: 'Period invoiced.',
    uninvoiced: 'Invoicing undone.',
    statusOpen: 'Open',
    statusClosed: 'Closed',
    statusInvoiced: 'Invoiced',
    next: 'Next expense',
    previous: 'Previous expense',
    of: 'of',
    user: 'Employee',
  },
  de: {
    close: 'Zeitraum schließen',
    reopen: 'Zeitraum wieder öffnen',
    invoice: 'Zeitraum abrechnen',
    uninvoice: 'Abrechnung zurücknehmen',
    closed: 'Zeitraum geschlossen.',
    reopened: 'Zeitraum wieder geöffnet.',
    invoiced: 'Zeitraum abgerechnet.',
    uninvoiced: 'Abrechnung zurückgenommen.',
    statusOpen: 'Offen',
    statusClosed: 'Geschlossen',
    statusInvoiced: 'Abgerechnet',
    next: 'Nächste Ausgabe',
    previous: 'Vorherige Ausgabe',
    of: 'von',
    user: 'Mitarbeiter',
  },
} as const;

type Language = keyof typeof texts;

/** The demo data's months (UTC): the current one and the one before are open. */
function periodOf(monthsBack: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function openManagement(page: Page, language: Language) {
  await signedInAs(page, 'admin@demo.test');
  await page.goto('/management');
  await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** One period action: button, confirmation, notice, new status. */
async function act(page: Page, period: string, button: string, notice: string, status: string) {
  const card = page.getByTestId(`management-period-${period}`);
  await card.getByTestId(`period-actions-${period}`).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button }).click();
  await expect(page.getByText(notice)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('period-status')).toHaveText(status);
}

async function pageThroughDetail(page: Page, testInfo: TestInfo, language: Language) {
  const t = texts[language];
  const card = page.getByTestId(`management-period-${periodOf(0)}`);
  const rows = card.getByTestId('management-expense-row');
  await expect(rows.first()).toBeVisible();
  const total = Number((await card.getByTestId('filter-count').textContent())?.split(` ${t.of} `)[1]);
  expect(total).toBeGreaterThan(1);
  await page.screenshot({ path: screenshotPath(testInfo, `management-${language}-list-1280`), fullPage: true });

  await rows.first().click();
  await expect(page).toHaveURL(/\/management\/[0-9a-f-]{36}$/);
  const position = page.getByTestId('detail-position');
  await expect(position).toHaveText(`1 ${t.of} ${total}`);
  await expect(page.getByTestId('expense-read-view')).toContainText(t.user);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`2 ${t.of} ${total}`);
  await page.getByRole('button', { name: t.previous }).click();
  await expect(position).toHaveText(`1 ${t.of} ${total}`);
  // Wraps around from the first to the last expense of the period.
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`${total} ${t.of} ${total}`);
  await page.getByRole('button', { name: t.next }).click();
  await expect(position).toHaveText(`1 ${t.of} ${total}`);
  await page.screenshot({ path: screenshotPath(testInfo, `management-${language}-detail-1280`) });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath(testInfo, `management-${language}-detail-375`) });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/management$/);
  await page.screenshot({ path: screenshotPath(testInfo, `management-${language}-list-375`), fullPage: true });
}

test.describe('management', () => {
  test('the admin closes, reopens, invoices and uninvoices the previous month and pages through expenses (en)', async ({
    page,
  }, testInfo) => {
    const t = texts.en;
    const previous = periodOf(1);
    await openManagement(page, 'en');
    const card = page.getByTestId(`management-period-${previous}`);
    await expect(card.getByTestId('period-status')).toHaveText(t.statusOpen);

    await act(page, previous, t.close, t.closed, t.statusClosed);
    await act(page, previous, t.reopen, t.reopened, t.statusOpen);
    await act(page, previous, t.invoice, t.invoiced, t.statusInvoiced);
    await page.screenshot({ path: screenshotPath(testInfo, 'management-en-invoiced-1280'), fullPage: true });
    // The demo month is left open, as the other journeys expect it.
    await act(page, previous, t.uninvoice, t.uninvoiced, t.statusOpen);

    await pageThroughDetail(page, testInfo, 'en');
  });

  test('the same screens in German', async ({ page }, testInfo) => {
    await openManagement(page, 'de');
    await expect(page.getByTestId(`management-period-${periodOf(1)}`).getByTestId('period-status')).toHaveText(
      texts.de.statusOpen,
    );
    await pageThroughDetail(page, testInfo, 'de');
  });
});
