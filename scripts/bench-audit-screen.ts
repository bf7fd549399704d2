/// <reference lib="dom" />
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

/**
 * `npx tsx scripts/bench-audit-screen.ts --url <app> --email <reviewer> --password <password>
 * [--runs 3] [--frames 300]`: the audit screen of a running app as a reviewer's browser sees it
 * (Debian's Chromium, headless, 1280 × 800). Per run: the time from navigation to the first user
 * card and to its first expense row, the frames while the list is scrolled down one step per
 * frame (requestAnimationFrame intervals), and the page's JavaScript heap after the scroll, taken
 * after a garbage collection. Start the app on a large company first, e.g. with
 * `SEED_LARGE_COMPANY=2000x10`.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    email: { type: 'string', default: 'checker-demo@large.test' },
    password: { type: 'string', default: 'Demo!2026' },
    runs: { type: 'string', default: '3' },
    frames: { type: 'string', default: '300' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});

const quantile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
};

const browser = await chromium.launch({
  executablePath: values.chromium,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
try {
  for (let run = 1; run <= Number(values.runs); run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: values.url });
    const page = await context.newPage();
    const login = await page.request.post('/auth/login', { data: { email: values.email, password: values.password } });
    if (login.status() !== 200) throw new Error(`sign-in failed: ${login.status()}`);
    await page.goto('/expenses');
    await page.waitForLoadState('networkidle');

    // From a click in the app's menu, as a reviewer reaches the screen (the app's code is loaded).
    const started = Date.now();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/audit');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('audit-user-card').first().waitFor({ timeout: 120_000 });
    const firstCard = Date.now() - started;
    await page.locator('[data-review-row]').first().waitFor({ timeout: 120_000 });
    const firstRow = Date.now() - started;

    const frames = await page.evaluate(async (count) => {
      const intervals: number[] = [];
      let last = performance.now();
      for (let frame = 0; frame < count; frame += 1) {
        window.scrollBy(0, 120);
        await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
        const now = performance.now();
        intervals.push(now - last);
        last = now;
      }
      return intervals;
    }, Number(values.frames));

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const cards = await page.getByTestId('audit-user-card').count();
    console.log(
      `run ${run}: first card ${firstCard} ms, first row ${firstRow} ms; ${frames.length} frames scrolled: ` +
        `p50 ${quantile(frames, 0.5).toFixed(1)} ms, p90 ${quantile(frames, 0.9).toFixed(1)} ms, ` +
        `p99 ${quantile(frames, 0.99).toFixed(1)} ms, ${frames.filter((f) => f > 16.7 * 1.5).length} over 25 ms; ` +
        `heap ${(usedSize / 1024 / 1024).toFixed(1)} MiB; ${cards} cards rendered`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
