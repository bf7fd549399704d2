import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const serverDir = join(repoRoot, 'apps', 'server');

/** The ports of the run: each worker's app has its own, the stand-ins one each for all workers. */
export const e2ePorts = {
  /** The first worker's app; worker n listens on `firstApp + n`. */
  firstApp: Number(process.env.E2E_PORT ?? 3199),
  get oidc() {
    return Number(process.env.E2E_OIDC_PORT ?? this.firstApp + 500);
  },
  get personio() {
    return Number(process.env.E2E_PERSONIO_PORT ?? this.firstApp + 600);
  },
};

/** The most workers a run may have: the stand-in provider accepts callbacks to this many apps. */
export const maxWorkers = 8;

export const oidcClient = { id: 'mobilo-e2e', secret: 'mobilo-e2e-secret' };

export const appUrl = (parallelIndex: number) => `http://127.0.0.1:${e2ePorts.firstApp + parallelIndex}`;

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

function appEnv(url: string, dataDir: string): Record<string, string> {
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
    CITY_LOGIN_CLIENT_ID: oidcClient.id,
    CITY_LOGIN_CLIENT_SECRET: oidcClient.secret,
    CITY_LOGIN_EMAIL_DOMAINS: 'demo.test',
    // Trial users are shown whom to write to.
    SUPPORT_EMAIL: 'sales@mobilo.test',
    // A company of 150 employees beside the demo data: the audit list's paging and lazy cards.
    SEED_LARGE_COMPANY: '150x2',
  };
}

/** Polls the app's readiness until it answers 200, the process ends or the time is up. */
async function waitUntilReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app at ${url} ended with ${child.exitCode}:\n${output()}`);
    const ready = await fetch(`${url}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app at ${url} was not ready within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * Starts the built app as `npm start` does, on a fresh data folder and database of its own, so that
 * it migrates and seeds the demo data: one per Playwright worker, so that journeys of different
 * workers never see each other's changes.
 */
export async function startApp(
  parallelIndex: number,
  readyTimeoutMs: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningApp> {
  const url = appUrl(parallelIndex);
  const dataDir = mkdtempSync(join(tmpdir(), `mobilo-e2e-${parallelIndex}-`));
  const server = await postgresServer();
  const database = server ? await createDatabase(server, parallelIndex) : null;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      ...appEnv(url, dataDir),
      // A server's database is seeded only when asked; the embedded one always is.
      ...(database && { DATABASE_URL: database.url, SEED_DEMO_DATA: 'true' }),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last lines the app printed, for the error when it does not come up.
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await ended;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await waitUntilReady(url, child, () => tail, readyTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
