import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { signedInAs } from './signed-in';

/**
 * The app as a phone installs it: the checks a browser makes before it offers the install
 * (a manifest with name, start, standalone display and icons of 192 and 512 px that load; a
 * service worker that controls the page), the hint that offers it, and that no API answer is
 * kept by the service worker.
 */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height from a PNG's header (IHDR follows the 8-byte signature). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
}

test.describe('with its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the app passes the installability checks and its service worker keeps no API answer', async ({ page }) => {
    await signedInAs(page, 'employee@demo.test');
    await page.goto('/');
    // The worker installs and activates once it has fetched the app shell; from the next load on it
    // controls the page. (On a first visit the precache competes with the page's own requests.)
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifestAnswer = await page.request.get(manifestHref!);
    expect(manifestAnswer.ok()).toBe(true);
    const manifest = (await manifestAnswer.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Mobilo', short_name: 'Mobilo', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const icon of manifest.icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.headers()['content-type']).toBe('image/png');
      expect(pngSize(await answer.body()), icon.src).toBe(icon.sizes);
    }
    const sizes = manifest.icons.filter((icon) => icon.purpose !== 'maskable').map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

    const kept = await cachedUrls(page);
    expect(kept).toContain('/index.html');
    expect(kept.filter((path) => /^\/(api|v2|user|auth|period|management|god)\//.test(path))).toEqual([]);
  });
});

test("the hint offers the browser's install and stays away once hidden", async ({ page }) => {
  await signedInAs(page, 'employee@demo.test');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Headless Chromium decides itself whether to make the offer; the journey makes it as Android would.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  const hint = page.getByTestId('install-hint');
  await expect(hint.getByRole('button', { name: 'Install app' })).toBeVisible();
  await hint.getByRole('button', { name: 'Hide this hint' }).click();
  await expect(hint).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('install-hint')).toBeHidden();
});
