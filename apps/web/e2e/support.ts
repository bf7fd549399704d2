import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect } from './test';
import type { Locator, Page, TestInfo } from '@playwright/test';

export const demoPassword = 'Demo!2026';

/** Signs in through the API within the page's browser context: the cookie then serves the page. */
export async function signInByApi(page: Page, email: string, password = demoPassword) {
  const response = await page.request.post('/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
}

/**
 * The app hands a visitor to the sign-in page with a page load (`app/routes/login-route.tsx`): a
 * navigation of the test's own must wait until that page has loaded, or it interrupts it.
 */
export async function expectSignInPage(page: Page) {
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('textbox', { name: /^(Email|E-Mail)$/ })).toBeVisible();
}

export function screenshotPath(testInfo: TestInfo, name: string) {
  return join(testInfo.project.outputDir, 'screenshots', `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
}

/** A small, valid one-page PDF; the server recognises receipts by content. */
export function receiptPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A photo of a meter's display reading `reading`, as the browser's camera pipeline would encode it:
 * a JPEG from a canvas, without Exif. The server recognises it by content.
 */
export async function meterPhotoJpeg(page: Page, reading: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((shown) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 120;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#464646';
    context.fillRect(0, 0, 320, 120);
    context.fillStyle = '#d2d2d2';
    context.fillRect(20, 25, 280, 70);
    context.fillStyle = '#202020';
    context.font = 'bold 48px monospace';
    context.fillText(shown.padStart(6, '0'), 55, 78);
    return canvas.toDataURL('image/jpeg', 0.85);
  }, reading);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The receipt field's file picker; on a phone the camera has an input of its own beside it. */
export const receiptFileInput = 'input[type=file]:not([capture])';

/**
 * A photo of a printed receipt as a phone's camera delivers it: a JPEG of `width` × `height` with
 * lines of print on paper lit from one side, or the same in a dark room.
 */
export async function receiptPhotoJpeg(
  page: Page,
  photo: { width: number; height: number; dark?: boolean },
): Promise<Buffer> {
  const dataUrl = await page.evaluate(({ width, height, dark }) => {
    const canvas = Object.assign(document.createElement('canvas'), { width, height });
    const context = canvas.getContext('2d')!;
    const light = context.createLinearGradient(0, 0, width, height);
    light.addColorStop(0, dark ? '#202020' : '#f4f1ea');
    light.addColorStop(1, dark ? '#0c0c0c' : '#c9c4b8');
    context.fillStyle = light;
    context.fillRect(0, 0, width, height);
    context.fillStyle = dark ? '#2a2a2a' : '#1a1a1a';
    const line = Math.round(height / 24);
    context.font = `${Math.round(line * 0.7)}px monospace`;
    for (let row = 1; row < 22; row++) {
      context.fillText(`Taxi Berlin  Fahrt ${row}  ${(row * 3.7).toFixed(2)} EUR`, line, row * line);
    }
    return canvas.toDataURL('image/jpeg', 0.95);
  }, photo);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * Waits until dialogs and menus have finished their transitions, so that a screenshot or an axe
 * check sees them as they stay. Endless animations (a striped progress bar) never finish and are
 * left alone.
 */
export async function transitionsDone(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Shows `path` in the app the page holds, as a link inside it would: the history gets the entry and
 * the router follows it, without loading the page again. A page that holds no app yet loads it.
 */
export async function showPath(page: Page, path: string) {
  // The sign-in page is an entry of its own: the app goes to it and from it with a page load.
  const onSignInPage = (url: string) => new URL(url, 'http://app').pathname === '/auth/login';
  if (page.url() === 'about:blank' || onSignInPage(page.url()) || onSignInPage(path)) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens a menu by its button and picks an item. A busy machine may re-render the page between the
 * two clicks (a refetch closes the menu): the pair is tried again, and an open menu is not toggled
 * shut. The item has 10 s: with 2 s, a click on a busy machine was delivered (its dialog opened)
 * yet reported out of time, and the next try found the button under the dialog's overlay.
 *
 * A menu stays open but hides while its button is out of sight: content that loads above the
 * button after the click (a month's table) pushes it below the window. Such a menu is closed by
 * its button and opened again, which brings the button back into sight.
 */
export async function chooseMenuItem(button: Locator, item: Locator) {
  await expect(async () => {
    const open = async () => (await button.getAttribute('aria-expanded')) === 'true';
    if ((await open()) && !(await item.isVisible())) await button.click({ timeout: 5000 });
    if (!(await open())) await button.click({ timeout: 5000 });
    await item.click({ timeout: 10_000 });
  }).toPass();
}

/**
 * Chooses the first option of the focused combobox with the keys alone, as a keyboard user does:
 * ArrowDown opens the list and, once its options are there, highlights one; Enter takes it. The
 * first press may open a list that renders only after it, highlighting nothing: then the next
 * press highlights.
 */
export async function chooseFirstOptionByKeys(page: Page) {
  const highlighted = page.locator('[data-combobox-option][data-combobox-selected]');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(async () => {
    if ((await highlighted.count()) === 0) await page.keyboard.press('ArrowDown');
    await expect(highlighted).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Enter');
}

/**
 * Picks an item of the signed-in user's menu. The menu loads just after the page shows (a press
 * before that opens it once there), and a refetch may render it anew: `chooseMenuItem` tries again.
 */
export async function chooseUserMenuItem(page: Page, userName: string, item: string | RegExp) {
  await chooseMenuItem(
    page.getByRole('button', { name: userName, exact: true }),
    page.getByRole('menuitem', { name: item }),
  );
}

/**
 * Where a journey looks at its screens: in English at the desk and in German on a phone. The
 * accessibility sweep loads every screen in both languages at both widths; a journey need not
 * repeat all four.
 */
export const looks = [
  { language: 'en', width: 1280 },
  { language: 'de', width: 375 },
] as const;

/** Axe over the page as it stands: WCAG 2.1 A and AA, the violations listed with their first nodes. */
export async function axeViolations(page: Page) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  // Dialogs and menus open with a transition; axe reads colours mid-fade otherwise.
  await transitionsDone(page);
  // Legacy mode runs axe in the page itself. The default mode finishes every run in a blank page
  // of its own, a renderer process started and ended each time: 1.4 to 2.7 s a run against 0.6 to
  // 1.0 s on a quiet two-core machine, with the same findings. The swept screens hold no frame of
  // another origin, the one thing only the default mode reaches.
  // `options` replaces every option set before it, the tags among them: it comes first.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes
      .slice(0, 8)
      .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary?.split('\n')[1] ?? ''}`),
  }));
}
