import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const serverDir = join(repoRoot, 'apps', 'server');

/**
 * The ports of the run: each worker's app and card issuer have their own, the other stand-ins one
 * each for all workers.
 */
export const e2ePorts = {
  /** The first worker's app; worker n listens on `firstApp + n`. */
  firstApp: Number(process.env.E2E_PORT ?? 3199),
  get oidc() {
    return Number(process.env.E2E_OIDC_PORT ?? this.firstApp + 500);
  },
  get personio() {
    return Number(process.env.E2E_PERSONIO_PORT ?? this.firstApp + 600);
  },
  /** The first worker's card issuer; worker n's listens on `firstCardIssuer + n`. */
  get firstCardIssuer() {
    return Number(process.env.E2E_CARD_ISSUER_PORT ?? this.firstApp + 700);
  },
};

/** The most workers a run may have: the stand-in provider accepts callbacks to this many apps. */
export const maxWorkers = 8;

export const oidcClient = { id: 'mobilo-e2e', secret: 'mobilo-e2e-secret' };

export const appUrl = (parallelIndex: number) => `http://127.0.0.1:${e2ePorts.firstApp + parallelIndex}`;

/** The card issuer stand-in of a worker: it holds one payment-control and one webhook endpoint, its app's. */
export const cardIssuerUrl = (parallelIndex: number) => `http://127.0.0.1:${e2ePorts.firstCardIssuer + parallelIndex}`;

/** What the app and its card issuer stand-in share: the client's credentials and the partner secret. */
const cardIssuerCredentials = {
  clientId: 'mobilo-e2e-card',
  clientSecret: 'mobilo-e2e-card-secret',
  partnerSecret: 'mobilo-e2e-card-partner-secret',
};

/** The PostgreSQL server the vitest tier also looks for. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Databases of the apps are named after the worker process, so that a later run can tell the orphans. */
const DATABASE_PREFIX = 'mobilo_e2e_';

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Where the apps keep their data: E2E_DATABASE_SERVER (`embedded` for each app's own embedded
 * database), else a PostgreSQL server on 127.0.0.1:5432 when one answers, else the embedded one.
 * The embedded database runs inside the app's process and takes a processor's worth of time per
 * query; on a server the apps of three workers share the two cores far better.
 */
export async function postgresServer(): Promise<string | null> {
  const configured = process.env.E2E_DATABASE_SERVER;
  if (configured === 'embedded') return null;
  try {
    await withClient(configured ?? LOCAL_POSTGRES, (client) => client.query('select 1'));
    return configured ?? LOCAL_POSTGRES;
  } catch (error) {
    if (configured) throw error;
    return null;
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** An empty database for one app, dropped with it. */
async function createDatabase(serverUrl: string, parallelIndex: number) {
  const name = `${DATABASE_PREFIX}${process.pid}_${parallelIndex}_${randomBytes(3).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

/** Drops the databases of apps whose worker is gone without dropping them (a killed run). */
export async function dropOrphanDatabases(serverUrl: string) {
  await withClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [DATABASE_PREFIX],
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice(DATABASE_PREFIX.length).split('_')[0]);
      if (!isRunning(pid)) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface RunningApp {
  url: string;
  /** The worker's card issuer stand-in, which the journeys steer (`card-issuer.ts`). */
  cardIssuerUrl: string;
  stop(): Promise<void>;
}

/** Each app gets a database of its own (`startApp`), so a DATABASE_URL of the caller is not passed on. */
export function inheritedEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && key !== 'DATABASE_URL') env[key] = value;
  }
  return env;
}

function appEnv(url: string, dataDir: string, cardIssuer: string): Record<string, string> {
  const oidcIssuer = `http://127.0.0.1:${e2ePorts.oidc}`;
  return {
    ...inheritedEnv(),
    PORT: new URL(url).port,
    DATA_DIR: dataDir,
    STAGE: 'local',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Links in mails and provider callbacks must come back to the address the browser uses.
    PUBLIC_URL: url,
    // Every journey signs in from the same address; the per-address limit has its own tests.
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
    CITY_LOGIN_ISSUER: oidcIssuer,
    PERSONIO_BASE_URL: `http://127.0.0.1:${e2ePorts.personio}`,
    // The worker's card issuer stand-in; the invitation link is its page (the default).
    CARD_ISSUER_BASE_URL: cardIssuer,
    CARD_ISSUER_CLIENT_ID: cardIssuerCredentials.clientId,
    CARD_ISSUER_CLIENT_SECRET: cardIssuerCredentials.clientSecret,
    CARD_ISSUER_ACCOUNT_ID: 'e2e-card-account',
    CARD_ISSUER_PARTNER_SECRET: cardIssuerCredentials.partnerSecret,
    // The most payment control may take: a busy machine's first decision must not fall back to the fail mode.
    CARD_PAYMENT_CONTROL_BUDGET_MS: '1400',
    CITY_LOGIN_CLIENT_ID: oidcClient.id,
    CITY_LOGIN_CLIENT_SECRET: oidcClient.secret,
    CITY_LOGIN_EMAIL_DOMAINS: 'demo.test',
    // Trial users are shown whom to write to.
    SUPPORT_EMAIL: 'sales@mobilo.test',
    // A company of 150 employees beside the demo data: the audit list's paging and lazy cards.
    SEED_LARGE_COMPANY: '150x2',
    // A reading process's first receipt (its recognition models load) on two cores shared with
    // two other workers and other work took over the default 30 s, which answers an empty reading.
    RECEIPT_READING_TIMEOUT_MS: '120000',
  };
}

/** A child process of the worker, with the last lines it printed for the error when it does not come up. */
function startProcess(args: string[], options: { cwd: string; env: Record<string, string> }) {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await ended;
    clearTimeout(killer);
  };
  return { child, output: () => tail, stop };
}

/** Polls `probe` until it answers 200, the process ends or the time is up. */
async function waitUntilAnswering(
  probe: string,
  { child, output }: ReturnType<typeof startProcess>,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${probe}: the process ended with ${child.exitCode}:\n${output()}`);
    const ready = await fetch(probe).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${probe} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

const tsxCli = join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/**
 * The worker's card issuer stand-in (`apps/server/test/local-card-issuer.ts`), sending payment
 * control and webhooks to the worker's app. It waits longer for payment control than Swan's 1.5 s:
 * the app answers within its own budget, and a busy machine's late answer is not a decline.
 */
async function startCardIssuer(parallelIndex: number, app: string, timeoutMs: number) {
  const url = cardIssuerUrl(parallelIndex);
  const issuer = startProcess([tsxCli, join('apps', 'server', 'test', 'local-card-issuer.ts')], {
    cwd: repoRoot,
    env: {
      ...inheritedEnv(),
      CARD_ISSUER_PORT: new URL(url).port,
      CARD_ISSUER_CLIENT_ID: cardIssuerCredentials.clientId,
      CARD_ISSUER_CLIENT_SECRET: cardIssuerCredentials.clientSecret,
      CARD_ISSUER_PARTNER_SECRET: cardIssuerCredentials.partnerSecret,
      CARD_ISSUER_PAYMENT_CONTROL_URL: `${app}/api/v3/integrations/card/payment-control`,
      CARD_ISSUER_WEBHOOK_URL: `${app}/api/v3/integrations/card/webhooks`,
      CARD_ISSUER_PAYMENT_CONTROL_TIMEOUT_MS: '5000',
    },
  });
  try {
    await waitUntilAnswering(`${url}/sandbox/memberships`, issuer, timeoutMs);
  } catch (error) {
    await issuer.stop();
    throw error;
  }
  return { url, stop: issuer.stop };
}

/**
 * Starts the built app as `npm start` does, on a fresh data folder and database of its own, so that
 * it migrates and seeds the demo data, with a card issuer stand-in of its own: one per Playwright
 * worker, so that journeys of different workers never see each other's changes.
 */
export async function startApp(
  parallelIndex: number,
  readyTimeoutMs: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningApp> {
  const url = appUrl(parallelIndex);
  const cardIssuer = await startCardIssuer(parallelIndex, url, readyTimeoutMs);
  const dataDir = mkdtempSync(join(tmpdir(), `mobilo-e2e-${parallelIndex}-`));
  const server = await postgresServer();
  const database = server ? await createDatabase(server, parallelIndex) : null;
  const app = startProcess(['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      ...appEnv(url, dataDir, cardIssuer.url),
      // A server's database is seeded only when asked; the embedded one always is.
      ...(database && { DATABASE_URL: database.url, SEED_DEMO_DATA: 'true' }),
      ...extraEnv,
    },
  });
  const stop = async () => {
    await app.stop();
    await cardIssuer.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await waitUntilAnswering(`${url}/ready`, app, readyTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, cardIssuerUrl: cardIssuer.url, stop };
}
