import { availableParallelism } from 'node:os';
import { defineConfig, type Project } from '@playwright/test';
import { appUrl, e2ePorts, inheritedEnv, maxWorkers, oidcClient } from './apps/web/e2e/app-server';

/**
 * Each worker starts an app of its own (`apps/web/e2e/test.ts`); the stand-ins of the outside
 * systems are one per run and serve every worker's app.
 */
const oidcIssuer = `http://127.0.0.1:${e2ePorts.oidc}`;
const personioUrl = `http://127.0.0.1:${e2ePorts.personio}`;

/**
 * Each worker carries an app (server and embedded database) and a browser: about one and a half
 * workers' worth of work per core, since a journey waits on both in turn. E2E_WORKERS overrides.
 */
const workers = Math.min(
  maxWorkers,
  Number(process.env.E2E_WORKERS ?? Math.max(1, Math.ceil(availableParallelism() * 1.5))),
);

/** Every worker's app may send the browser back from the provider. */
const redirectUris = Array.from({ length: maxWorkers }, (_, index) =>
  ['m-login', 'mslogin'].map((provider) => `${appUrl(index)}/auth/${provider}/callback`),
).flat();

/**
 * Debian's Chromium as its headless shell (package chromium-headless-shell), for every project:
 * the same engine without the desktop browser around it, which in headless mode still builds its
 * interface (a renderer of its own per browser context). The accessibility sweep takes a quarter
 * less time in it (docs/performance.md). E2E_CHROMIUM names another build, `/usr/bin/chromium` say.
 */
const browser: Project['use'] = {
  browserName: 'chromium',
  launchOptions: {
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/lib/chromium/chromium-headless-shell',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results',
  // The tests of a file run one after another on one worker's app, in file order; files (and the
  // tests of files that say they may run in parallel) spread over the workers.
  workers,
  // A fresh app builds nothing: `npm test` has built the tree, a run of its own builds it first.
  globalSetup: './apps/web/e2e/global-setup.ts',
  // A journey that fails is run once more, on a fresh page of the same app: on a busy two-core
  // machine a screen may now and then take longer than its wait. The run's summary names every
  // journey that needed the second try (`scripts/test-all.mjs`); E2E_RETRIES=0 shows them as failures.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  forbidOnly: Boolean(process.env.CI),
  // Headroom for a busy two-core machine: waits are on conditions, so a quiet machine is no slower.
  timeout: 120_000,
  // A retried block (`toPass`) without a bound of its own would retry until the test's timeout and
  // fail without saying what it waited for.
  expect: { timeout: 30_000, toPass: { timeout: 60_000 } },
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    headless: true,
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
    navigationTimeout: 30_000,
    actionTimeout: 20_000,
    screenshot: 'only-on-failure',
    // A trace records the page's every frame and DOM; it is taken when a failed journey runs again,
    // so a passing run does not pay for it (E2E_RETRIES=0 runs without traces).
    trace: 'on-first-retry',
    // Journeys run with the motion a user can switch off: no striped progress bar or fading dialog
    // renders frames while a journey waits (reduced-motion.css), which on two cores is the
    // journeys' time. The expenses journey checks both settings.
    reducedMotion: 'reduce',
    // The app's service worker would answer navigations from its cache and hide requests from
    // page.route; journeys see the network. The installed-app journey allows it for itself.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'journeys', use: browser }],
  webServer: [
    {
      command: 'npx tsx apps/server/test/local-personio.ts',
      url: `${personioUrl}/v1/company/employees/attributes`,
      // The attributes need a token: its 401 (a ready answer for Playwright) says the stand-in is up.
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...inheritedEnv(), PERSONIO_PORT: String(e2ePorts.personio) },
    },
    {
      command: 'npx tsx apps/server/test/local-oidc-provider.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...inheritedEnv(),
        OIDC_PORT: String(e2ePorts.oidc),
        OIDC_REDIRECT_URIS: redirectUris.join(','),
        OIDC_CLIENT_ID: oidcClient.id,
        OIDC_CLIENT_SECRET: oidcClient.secret,
      },
    },
  ],
});
