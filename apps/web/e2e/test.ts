import { test as base, type Page } from '@playwright/test';
import { startApp, type RunningApp } from './app-server';
import { cardIssuerAt, type CardIssuer } from './card-issuer';

export { expect, request } from '@playwright/test';

/**
 * The journeys' `test`: each Playwright worker starts an app of its own on a fresh database with
 * the demo data, and every page, request and context of the worker's tests talks to that app. The
 * workers' journeys therefore run side by side without seeing each other's changes; within a
 * worker they run one after another, as users of one company would.
 */
export const test = base.extend<
  { closeContextsOfTest: void; browserErrorsOnFailure: void },
  { app: RunningApp; cardIssuer: CardIssuer; clockStart: string | null; ownApp: boolean }
>({
  /**
   * Closes the browser contexts a journey opened itself (`browser.newContext()`), which Playwright
   * leaves open: their pages would go on rendering (a striped progress bar animates for ever) in
   * the worker's browser through every later journey, and on two cores that time is the journeys'.
   */
  closeContextsOfTest: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
  /**
   * What went wrong inside the browser during a journey (uncaught errors, `console.error`), printed
   * and attached when the journey fails: a screen that shows "Something went wrong" says why only
   * there.
   */
  browserErrorsOnFailure: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => errors.push(`${page.url()} uncaught ${error.stack ?? error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(`${page.url()} console.error ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      if (testInfo.status === testInfo.expectedStatus || errors.length === 0) return;
      await testInfo.attach('browser errors', { body: errors.join('\n'), contentType: 'text/plain' });
      console.log(`Errors in the browser during "${testInfo.title}":\n${errors.slice(-20).join('\n')}`);
    },
    { auto: true },
  ],
  /**
   * Where the app's clock starts (the local stage's `CLOCK_START`): a file that sets it with
   * `test.use` gets workers and apps of its own, so no other journey sees the moved calendar.
   */
  clockStart: [null, { scope: 'worker', option: true }],
  /**
   * A file that changes the demo company in ways other journeys rely on (enrolments, an invoiced
   * month) sets it with `test.use`: it then runs on workers and apps of its own.
   */
  ownApp: [false, { scope: 'worker', option: true }],
  app: [
    async ({ clockStart, ownApp }, use, workerInfo) => {
      void ownApp; // read, so that a file with its own app never shares this worker
      const app = await startApp(workerInfo.parallelIndex, 170_000, clockStart ? { CLOCK_START: clockStart } : {});
      await use(app);
      await app.stop();
    },
    // A fresh start migrates and seeds the demo data and a company of 150 employees.
    { scope: 'worker', timeout: 180_000 },
  ],
  /** The worker's card issuer stand-in: identity checks, payments at merchants, bookings, releases. */
  cardIssuer: [
    async ({ app }, use) => {
      await use(cardIssuerAt(app.cardIssuerUrl));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.url);
  },
});
