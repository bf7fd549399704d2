import AxeBuilder from '@axe-core/playwright';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './test';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { signedInAs } from './signed-in';
import { receiptFileInput, receiptPdf, receiptPhotoJpeg, screenshotPath, transitionsDone } from './support';

const texts = {
  en: {
    newExpense: 'New expense',
    cost: 'Cost',
    work: 'Commute',
    type: 'Mobility type',
    comment: 'Comment',
    create: 'Create',
    queueTitle: 'Waiting to be sent',
    offline: 'Waiting for a connection',
    costText: '7.31',
    takePhoto: 'Take photo',
    nextPage: 'Photograph the next page',
    hardToRead: 'Page 1 may be hard to read',
    dark: 'The photo is too dark.',
    takeAgain: 'Take again',
    movePage2Up: 'Move page 2 up',
    movePage1Down: 'Move page 1 down',
  },
  de: {
    newExpense: 'Neue Ausgabe',
    cost: 'Kosten',
    work: 'Arbeitsweg',
    type: 'Mobilitätsart',
    comment: 'Kommentar',
    create: 'Anlegen',
    queueTitle: 'Wartet auf Versand',
    offline: 'Wartet auf Verbindung',
    costText: '8,42',
    takePhoto: 'Foto aufnehmen',
    nextPage: 'Nächste Seite fotografieren',
    hardToRead: 'Seite 1 ist womöglich schwer lesbar',
    dark: 'Das Foto ist zu dunkel.',
    takeAgain: 'Neu aufnehmen',
    movePage2Up: 'Seite 2 nach oben verschieben',
    movePage1Down: 'Seite 1 nach unten verschieben',
  },
} as const;
type Language = keyof typeof texts;

interface ListedExpense {
  id: string;
  description: string | null;
  files: { originalName: string; mimeType: string; size: number; url: string }[];
}

/** The language for this page only, without saving it to the shared employee's profile. */
async function showIn(page: Page, language: Language) {
  await page.addInitScript((chosen) => window.localStorage.setItem('mobilo.language', chosen), language);
  await page.route('**/auth/check', async (route) => {
    // Offline, the check fails as any request does.
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort('internetdisconnected');
    if (!response.ok()) return route.fulfill({ response });
    const body = (await response.json()) as { user: { culture: string } };
    return route.fulfill({ response, json: { ...body, user: { ...body.user, culture: language } } });
  });
}

async function axeViolations(page: Page) {
  await transitionsDone(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The employee's expenses with this comment, read from the API. */
async function expensesNamed(page: Page, comment: string): Promise<ListedExpense[]> {
  const response = await page.request.get('/v2/expenses');
  expect(response.status()).toBe(200);
  return ((await response.json()) as ListedExpense[]).filter((expense) => expense.description === comment);
}

/** Opens a new expense on the employee's home and fills it in, but for its receipt. */
async function newExpense(page: Page, language: Language, comment: string): Promise<Locator> {
  const t = texts[language];
  await page.getByRole('button', { name: t.newExpense }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t.cost }).fill(t.costText);
  // The types open once a purpose is chosen; a press on a busy phone may land before the form
  // takes it, so it is pressed again until the purpose shows as chosen.
  await expect(async () => {
    await dialog.locator('label').filter({ hasText: t.work }).click({ timeout: 5_000 });
    await expect(dialog.getByRole('radio', { name: t.work })).toBeChecked({ timeout: 2_000 });
  }).toPass();
  await dialog.getByRole('combobox', { name: t.type }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: t.comment }).fill(comment);
  return dialog;
}

/**
 * On a phone, the connection drops while the expense is filled in: it waits in the browser, is sent
 * once the phone is online again, and arrives once, whatever tab opens the app afterwards.
 */
async function journey(page: Page, testInfo: TestInfo, language: Language) {
  const t = texts[language];
  const comment = `Taxi underground ${language} ${Date.now()}`;
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInAs(page, 'employee@demo.test');
  await showIn(page, language);
  await page.goto('/');
  await expect(page).toHaveURL(/\/expenses$/);

  const dialog = await newExpense(page, language, comment);
  await dialog
    .locator(receiptFileInput)
    .setInputFiles({ name: 'ticket.pdf', mimeType: 'application/pdf', buffer: receiptPdf() });
  await expect(page.getByTestId('pending-receipt')).toHaveText('ticket.pdf');

  await page.context().setOffline(true);
  await dialog.getByRole('button', { name: t.create, exact: true }).click();
  await expect(page).toHaveURL(/\/expenses$/);
  const queue = page.getByTestId('expense-queue');
  await expect(queue.getByRole('heading', { name: t.queueTitle })).toBeVisible();
  const item = queue.getByTestId('queued-expense');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('ticket.pdf');
  await expect(item).toContainText(t.offline);
  await page.screenshot({ path: screenshotPath(testInfo, `offline-queue-${language}-375`), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await page.context().setOffline(false);
  // Sent on the browser's online event: the list empties and the expense is there.
  await expect(queue).toHaveCount(0);

  const arrived = await expensesNamed(page, comment);
  expect(arrived).toHaveLength(1);
  expect(arrived[0]!.files.map((file) => file.originalName)).toEqual(['ticket.pdf']);

  // A second tab and a reload find nothing waiting and send nothing again.
  const second = await page.context().newPage();
  await showIn(second, language);
  await second.goto('/');
  await expect(second.getByRole('button', { name: t.newExpense })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: t.newExpense })).toBeVisible();
  await expect(page.getByTestId('expense-queue')).toHaveCount(0);
  await expect(second.getByTestId('expense-queue')).toHaveCount(0);
  expect(await expensesNamed(page, comment)).toHaveLength(1);
  await second.close();

  // Later journeys of this worker see the employee's expenses as they were.
  expect((await page.request.delete(`/v2/expenses/${arrived[0]!.id}`)).status()).toBe(200);
}

/** Takes a photo with a button of the receipt field: the phone's rear camera delivers `buffer`. */
async function photograph(page: Page, button: Locator, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  const camera = await chooser;
  expect(await camera.element().getAttribute('capture')).toBe('environment');
  await camera.setFiles({ name, mimeType: 'image/jpeg', buffer });
}

/**
 * A receipt of two pages photographed on the phone: a dark photo is warned about and taken again,
 * the 12-megapixel second page is made small in the browser, the pages are put in order by
 * keyboard, and the expense, recorded offline, arrives once with one PDF of both pages.
 */
async function captureJourney(page: Page, testInfo: TestInfo, language: Language) {
  const t = texts[language];
  const comment = `Taxi receipt photos ${language} ${Date.now()}`;
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInAs(page, 'employee@demo.test');
  await showIn(page, language);
  await page.goto('/');
  await expect(page).toHaveURL(/\/expenses$/);
  const darkRoom = await receiptPhotoJpeg(page, { width: 1200, height: 1800, dark: true });
  const portrait = await receiptPhotoJpeg(page, { width: 1200, height: 1800 });
  const twelveMegapixels = await receiptPhotoJpeg(page, { width: 4032, height: 3024 });

  const dialog = await newExpense(page, language, comment);
  await photograph(page, dialog.getByRole('button', { name: t.takePhoto }), 'IMG_0001.jpg', darkRoom);
  const pages = dialog.getByTestId('receipt-page');
  await expect(pages).toHaveCount(1);
  const warning = pages.first().getByRole('alert');
  await expect(warning).toContainText(t.hardToRead);
  await expect(warning).toContainText(t.dark);
  // The dialog scrolls inside the phone's screen: the picture shows the receipt field as it is seen.
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath(testInfo, `capture-warning-${language}-375`) });
  expect(await axeViolations(page)).toEqual([]);

  await photograph(page, warning.getByRole('button', { name: t.takeAgain }), 'IMG_0001.jpg', portrait);
  await expect(warning).toHaveCount(0);
  await photograph(page, dialog.getByRole('button', { name: t.nextPage }), 'IMG_0002.jpg', twelveMegapixels);
  await expect(pages).toHaveCount(2);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('pending-receipt')).toHaveText('IMG_0001.pdf');

  // The long page goes first, by keyboard; the receipt is named after its first page.
  await dialog.getByRole('button', { name: t.movePage2Up }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: t.movePage1Down })).toBeFocused();
  await expect(page.getByTestId('pending-receipt')).toHaveText('IMG_0002.pdf');
  await pages.last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath(testInfo, `capture-pages-${language}-375`) });
  expect(await axeViolations(page)).toEqual([]);

  await page.context().setOffline(true);
  await dialog.getByRole('button', { name: t.create, exact: true }).click();
  await expect(page).toHaveURL(/\/expenses$/);
  const item = page.getByTestId('expense-queue').getByTestId('queued-expense');
  await expect(item).toContainText('IMG_0002.pdf');
  await page.context().setOffline(false);
  await expect(page.getByTestId('expense-queue')).toHaveCount(0);

  const arrived = await expensesNamed(page, comment);
  expect(arrived).toHaveLength(1);
  const [receipt] = arrived[0]!.files;
  expect(arrived[0]!.files).toHaveLength(1);
  expect(receipt).toMatchObject({ originalName: 'IMG_0002.pdf', mimeType: 'application/pdf' });
  const bytes = await (await page.request.get(receipt!.url)).body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // A 12-megapixel photo and a second page together stay well under a megabyte.
  expect(bytes.byteLength).toBeLessThan(1_000_000);
  testInfo.annotations.push({
    type: 'sizes',
    description: `photo ${twelveMegapixels.byteLength} bytes (4032×3024), receipt of two pages ${bytes.byteLength} bytes`,
  });
  const pdf = await PDFDocument.load(bytes);
  // A page per photo, in the order set, at 144 dpi: the 12-megapixel photo scaled to 2200 × 1650 px.
  expect(pdf.getPages().map((pdfPage) => pdfPage.getSize())).toEqual([
    { width: 1100, height: 825 },
    { width: 600, height: 900 },
  ]);

  expect((await page.request.delete(`/v2/expenses/${arrived[0]!.id}`)).status()).toBe(200);
}

test.describe('expenses recorded without a connection', () => {
  // Two pages, an offline phase and a reload: more than one journey's usual time on a busy machine.
  test.slow();

  test('wait on the phone and arrive once when it is online again (de)', async ({ page }, testInfo) => {
    await journey(page, testInfo, 'de');
  });

  for (const language of ['en', 'de'] as const) {
    test(`a receipt photographed in two pages arrives as one PDF (${language})`, async ({ page }, testInfo) => {
      await captureJourney(page, testInfo, language);
    });
  }
});
