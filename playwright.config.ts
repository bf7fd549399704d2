import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type Project } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
/** The local OpenID provider that plays the city mobility login in the journeys. */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 500);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
/** The local Personio the integration journey connects to. */
const personioPort = Number(process.env.E2E_PERSONIO_PORT ?? port + 600);
const personioUrl = `http://127.0.0.1:${personioPort}`;
const oidcClient = { id: 'mobilo-e2e', secret: 'mobilo-e2e-secret' };

/**
 * Every run starts the server on an empty data folder, so it migrates and seeds the demo data.
 * The folder is made once by the runner (workers inherit it) and removed when the runner exits.
 */
function freshDataDir(): string {
  const inherited = process.env.MOBILO_E2E_DATA_DIR;
  if (inherited) return inherited;
  const dir = mkdtempSync(join(tmpdir(), 'mobilo-e2e-'));
  process.env.MOBILO_E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The embedded database is the point of a fresh data folder, so a DATABASE_URL is not passed on. */
function inheritedEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && key !== 'DATABASE_URL') env[key] = value;
  }
  return env;
}

/** Debian's Chromium, for every project. */
const browser: Project['use'] = {
  browserName: 'chromium',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
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

/**
 * The journeys run in three lanes, on two workers where the machine has two cores. A spec is in the
 * demo company's lane unless it is listed below; what each lane may do is in docs/CONVENTIONS.md.
 */
const spec = (name: string) => new RegExp(`/${name}\\.spec\\.ts$`);
/** One at a time: journeys of the operator, the support account and the companies besides Demo Mobility. */
const otherCompanies = [spec('operator'), spec('shell-support'), spec('payroll-export-trial')];
/** Any number at a time: they change nothing another test reads and switch no account's language. */
const readOnly = [spec('accessibility'), spec('sign-in'), spec('audit-at-scale')];

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results',
  // One test at a time: the lanes share the demo accounts (the operator's language, sessions, lists
  // that refetch), and journeys running beside each other broke one another's pages.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Headroom for a busy two-core machine: waits are on conditions, so a quiet machine is no slower.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    baseURL,
    headless: true,
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
    navigationTimeout: 30_000,
    actionTimeout: 20_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'signed-in states', testMatch: /signed-in\.setup\.ts$/, use: browser },
    {
      // One at a time, in file order: they change the demo company's data and its accounts' languages.
      name: 'demo company',
      testIgnore: [...otherCompanies, ...readOnly],
      dependencies: ['signed-in states'],
      workers: 1,
      use: browser,
    },
    {
      name: 'other companies',
      testMatch: otherCompanies,
      dependencies: ['signed-in states'],
      workers: 1,
      use: browser,
    },
    {
      name: 'read-only',
      testMatch: readOnly,
      dependencies: ['signed-in states'],
      fullyParallel: true,
      use: browser,
    },
  ],
  webServer: [
    {
      command: 'npx tsx apps/server/test/local-personio.ts',
      url: `${personioUrl}/v1/company/employees/attributes`,
      // The attributes need a token: its 401 (a ready answer for Playwright) says the stand-in is up.
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...inheritedEnv(), PERSONIO_PORT: String(personioPort) },
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
        OIDC_PORT: String(oidcPort),
        OIDC_REDIRECT_URIS: `${baseURL}/auth/m-login/callback,${baseURL}/auth/mslogin/callback`,
        OIDC_CLIENT_ID: oidcClient.id,
        OIDC_CLIENT_SECRET: oidcClient.secret,
      },
    },
    {
      // `npm test` has built this tree in a tier of its own (E2E_BUILT=1); a run of its own builds first.
      command: process.env.E2E_BUILT === '1' ? 'npm run start --workspace @mobilo/server' : 'npm start',
      url: `${baseURL}/ready`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        ...inheritedEnv(),
        PORT: String(port),
        DATA_DIR: freshDataDir(),
        STAGE: 'local',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        // Links in mails and provider callbacks must come back to the address the browser uses.
        PUBLIC_URL: baseURL,
        // Every journey signs in from the same address; the per-address limit has its own tests.
        SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
        CITY_LOGIN_ISSUER: oidcIssuer,
        PERSONIO_BASE_URL: personioUrl,
        CITY_LOGIN_CLIENT_ID: oidcClient.id,
        CITY_LOGIN_CLIENT_SECRET: oidcClient.secret,
        CITY_LOGIN_EMAIL_DOMAINS: 'demo.test',
        // Trial users are shown whom to write to.
        SUPPORT_EMAIL: 'sales@mobilo.test',
        // A company of 150 employees beside the demo data: the audit list's paging and lazy cards.
        SEED_LARGE_COMPANY: '150x2',
      },
    },
  ],
});
