import { expect, test } from './test';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { signedInAs, type SharedAccount } from './signed-in';
import { chooseMenuItem, screenshotPath, transitionsDone } from './support';

/**
 * Nobody misses a month: on the second day of the month after the demo data's current month, the
 * demo month's drafts are three days before their submission deadline (the fifth, the default).
 * The admin sends the due reminders; the employee (English) and the light user (German) find them
 * in the outbox, follow the link and submit; the checker checks, the accountant invoices and
 * exports; each expense's "what happens next" line then says in which month's payroll it is.
 *
 * The app of this file runs on a clock that starts on that second day (`CLOCK_START`), so its
 * workers and apps are its own and no other journey sees the moved calendar.
 */

const realNow = new Date();
/** The demo data's current month, which the moved clock sees as last month. */
const period = `${realNow.getUTCFullYear()}${String(realNow.getUTCMonth() + 1).padStart(2, '0')}`;
/** 10:00 in Berlin on the second day of the next month, whatever the summer time. */
const secondOfNextMonth = new Date(Date.UTC(realNow.getUTCFullYear(), realNow.getUTCMonth() + 1, 2, 9, 0));
test.use({ clockStart: secondOfNextMonth.toISOString() });

function monthName(language: Language) {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(4, 6)) - 1, 1)));
}

const texts = {
  en: {
    reminderSubject: (month: string) => `Not submitted yet: 2 expense(s) for ${month}`,
    submit: 'Submit',
    submitted: 'Submitted',
    ready: 'Ready',
    draftCost: '€9.80',
    timelineTitle: 'What happens next',
    inPayroll: /^In the payroll of \w+ \d{4}$/,
    done: /Done \d/,
    expected: /Expected by \d/,
    refund: /^Refund with the payroll of \w+ \d{4}$/,
  },
  de: {
    reminderSubject: (month: string) => `Noch nicht eingereicht: 2 Ausgabe(n) für ${month}`,
    submit: 'Einreichen',
    submitted: 'Eingereicht',
    ready: 'Bereit',
    draftCost: '9,80 €',
    timelineTitle: 'Wie es weitergeht',
    inPayroll: /^In der Lohnabrechnung \w+ \d{4}$/,
    done: /Erledigt \d/,
    expected: /Erwartet bis \d/,
    refund: /^Erstattung mit der Lohnabrechnung \w+ \d{4}$/,
  },
} as const;
type Language = keyof typeof texts;

const employees: { email: SharedAccount; language: Language }[] = [
  { email: 'employee@demo.test', language: 'en' },
  { email: 'light@demo.test', language: 'de' },
];

function shot(page: Page, testInfo: TestInfo, name: string) {
  return page.screenshot({ path: screenshotPath(testInfo, `reminders-${name}`), fullPage: true });
}

async function actAs(page: Page, email: SharedAccount, language: Language) {
  await signedInAs(page, email);
  const changed = await page.request.patch('/user/settings/change-language', { data: { language } });
  expect(changed.status()).toBe(200);
}

async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}

/** The reminder mail to `email` with this subject, opened on /debug/mails; answers the link it offers. */
async function reminderLink(page: Page, email: string, subject: string): Promise<string> {
  await page.goto('/debug/mails');
  const mail = page.getByRole('button').filter({ hasText: subject }).filter({ hasText: email });
  await expect(mail).toHaveCount(1);
  await mail.click();
  const text = await page.getByTestId('mail-text').filter({ visible: true }).first().textContent();
  const link = /https?:\/\/[^/\s]+(\/expenses)\b/.exec(text ?? '');
  expect(link, `a link to the expenses in: ${text}`).not.toBeNull();
  expect(text).toMatch(/\/auth\/unsubscribe\?token=/);
  return link![1]!;
}

/** The period's draft of 9.80, submitted from its row; answers its id. */
async function submitDraft(page: Page, link: string, language: Language): Promise<string> {
  const t = texts[language];
  await page.goto(link);
  const month = page.getByTestId(`period-${period}`);
  // Last month's card starts folded.
  const toggle = month.locator('button[aria-expanded]').first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const row = month.getByTestId('expense-row').filter({ hasText: t.draftCost }).filter({ hasText: t.ready });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: t.submit, exact: true }).click();
  const submitted = month.getByTestId('expense-row').filter({ hasText: t.draftCost }).filter({ hasText: t.submitted });
  await expect(submitted).toHaveCount(1);
  await submitted.click();
  await expect(page).toHaveURL(/\/expenses\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/** The expense's "what happens next" line, by step title, with the state line under it. */
function timelineStep(page: Page, title: string | RegExp) {
  return page
    .getByRole('dialog')
    .locator('.mantine-Timeline-item')
    .filter({ has: page.getByText(title, { exact: typeof title === 'string' }) });
}

async function invoiceAndExport(page: Page) {
  await actAs(page, 'accountant@demo.test', 'en');
  await page.goto('/management');
  const card = page.getByTestId(`management-period-${period}`);
  await expect(card).toBeVisible();
  await page.getByTestId(`period-actions-${period}`).getByRole('button', { name: 'Invoice period' }).click();
  const confirm = page.getByRole('dialog');
  await settled(confirm);
  await confirm.getByRole('button', { name: 'Invoice period' }).click();
  await expect(confirm).toBeHidden();

  const menu = card.getByRole('button', { name: 'Tax report' });
  const lodas = page.getByRole('menuitem', { name: 'DATEV LODAS' });
  const download = page.waitForEvent('download');
  await chooseMenuItem(menu, lodas);
  // The demo month has expenses the export warns of (incomplete ones, a foreign currency).
  const warnings = page.getByRole('dialog', { name: 'Before the export' });
  await settled(warnings);
  await warnings.getByRole('button', { name: 'Export anyway' }).click();
  expect((await download).suggestedFilename()).toContain(`LODAS-${period}`);
}

test('a draft gets a reminder, is submitted from the mail and moves on to the payroll (en, de)', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  for (const { email, language } of employees) await actAs(page, email, language);

  // The admin sends what is due now; the company's settings are the defaults (deadline on the fifth).
  await actAs(page, 'admin@demo.test', 'en');
  await page.goto('/settings/tax-configuration');
  const send = page.getByRole('button', { name: 'Send due reminders now' });
  await send.click();
  await expect(page.getByText(/^\d+ reminders? sent\.$/)).toBeVisible();
  await send.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'admin-sent-en-1280');

  const ids = new Map<SharedAccount, string>();
  for (const { email, language } of employees) {
    const link = await reminderLink(page, email, texts[language].reminderSubject(monthName(language)));
    await shot(page, testInfo, `outbox-${language}-1280`);
    await actAs(page, email, language);
    const id = await submitDraft(page, link, language);
    ids.set(email, id);
    const t = texts[language];
    await expect(page.getByRole('dialog').getByRole('heading', { name: t.timelineTitle })).toBeVisible();
    await expect(timelineStep(page, t.submitted)).toContainText(t.done);
    await expect(timelineStep(page, t.inPayroll)).not.toContainText(t.done);
    await shot(page, testInfo, `timeline-submitted-${language}-1280`);
  }

  // The same run again sends none of these a second time.
  await actAs(page, 'admin@demo.test', 'en');
  const again = await page.request.post('/api/v3/company/reminders/run');
  expect(again.status()).toBe(200);
  await page.goto('/debug/mails');
  for (const { email, language } of employees) {
    const subject = texts[language].reminderSubject(monthName(language));
    await expect(page.getByRole('button').filter({ hasText: subject }).filter({ hasText: email })).toHaveCount(1);
  }

  await actAs(page, 'checker@demo.test', 'en');
  for (const id of ids.values()) {
    expect((await page.request.patch(`/v2/expenses/${id}/check/true`)).status()).toBe(200);
  }
  await invoiceAndExport(page);

  for (const { email, language } of employees) {
    const t = texts[language];
    await actAs(page, email, language);
    await page.goto(`/expenses/${ids.get(email)}`);
    await expect(timelineStep(page, t.inPayroll)).toContainText(t.done);
    await transitionsDone(page);
    await shot(page, testInfo, `timeline-payroll-${language}-1280`);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(timelineStep(page, t.inPayroll)).toBeVisible();
    await shot(page, testInfo, `timeline-payroll-${language}-375`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId(`period-${period}`).getByText(t.refund)).toBeVisible();
  }
});
