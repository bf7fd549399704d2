import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { serverSourceDir } from '../paths';
import { PGlite } from '@electric-sql/pglite';
import { EmbeddedConnection } from './embedded-connection';
import { copyTemplate, EMBEDDED_TEMPLATE_DIR, templateMatches } from './embedded-template';
import {
  type DatabaseNotifications,
  embeddedNotifications,
  serverNotifications,
  writeCountingPool,
} from './notifications';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as auditEvents from './schema/audit-events';
import * as budgetGroups from './schema/budget-groups';
import * as companies from './schema/companies';
import * as companyLicences from './schema/company-licences';
import * as roles from './schema/roles';
import * as sessions from './schema/sessions';
import * as taxBuckets from './schema/tax-buckets';
import * as users from './schema/users';
import * as featureFlags from './schema/feature-flags';
import * as impersonationGrants from './schema/impersonation-grants';
import * as mailOutbox from './schema/mail-outbox';
import * as signInThrottles from './schema/sign-in-throttles';
import * as sso from './schema/sso';
import * as userTokens from './schema/user-tokens';
import * as periods from './schema/periods';
import * as userBudgets from './schema/user-budgets';
import * as rejectReasons from './schema/reject-reasons';
import * as exchangeRates from './schema/exchange-rates';
import * as expenses from './schema/expenses';
import * as downloads from './schema/downloads';
import * as payrollResults from './schema/payroll-results';
import * as receiptReadings from './schema/receipt-readings';
import * as expenseRequestKeys from './schema/expense-request-keys';
import * as reviewUserMonths from './schema/review-user-months';
import * as reviewUserMonthSummaries from './schema/review-user-month-summaries';

export const schema = {
  ...companies,
  ...companyLicences,
  ...roles,
  ...budgetGroups,
  ...users,
  ...sessions,
  ...auditEvents,
  ...taxBuckets,
  ...userTokens,
  ...signInThrottles,
  ...mailOutbox,
  ...featureFlags,
  ...impersonationGrants,
  ...sso,
  ...periods,
  ...userBudgets,
  ...rejectReasons,
  ...exchangeRates,
  ...expenses,
  ...downloads,
  ...payrollResults,
  ...receiptReadings,
  ...expenseRequestKeys,
  ...reviewUserMonths,
  ...reviewUserMonthSummaries,
};

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or an open transaction on it: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Plain parameterised SQL, for libraries that bring their own queries (the job queue). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Where the job queue keeps its jobs: the same database, through its own connections. */
  jobBackend: JobBackend;
  /** `LISTEN` on the database, and the count of this process's writes it orders notifications after. */
  notifications: DatabaseNotifications;
  /**
   * How an embedded data folder was created by this opening: loaded from the build's migrated
   * template, or initialised (and still to be migrated); null when it existed, or on a server.
   */
  createdFolder: 'template' | 'initdb' | null;
  /**
   * Gives back the memory the embedded database grew (it is closed and opened again, while
   * statements sent meanwhile wait); nothing on a server. For a quiet moment, with no job queue
   * listening on it.
   */
  releaseMemory(): Promise<void>;
  /** Applies the committed migrations, one process at a time (under the start lock). */
  migrate(): Promise<void>;
  /**
   * Runs `task` while holding the start lock, a PostgreSQL advisory lock: processes that start
   * together migrate and seed one after the other, and the later ones find the work done.
   */
  withStartLock<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The embedded database is handed over as it is (one connection); a server by its address. */
export type JobBackend = { kind: 'pglite'; client: EmbeddedConnection } | { kind: 'postgres'; url: string };

export interface DbTarget {
  /** postgres://… for a server, memory:// for a throwaway embedded database, unset for the embedded default. */
  url?: string | undefined;
  /** Folder of the embedded database when no url is given. */
  dataDir?: string;
  /** Told every statement the application sends (tests count the queries of a request with it). */
  onQuery?: (query: string) => void;
  /**
   * For memory://: the data folder of an embedded database dumped by `dumpPglite`, to start from
   * instead of an empty cluster (initialising one takes seconds; loading a dump a fraction of that).
   */
  template?: Blob;
  /**
   * For a data folder: the migrated data folder that an empty one is copied from, when it matches
   * the migrations (`db/embedded-template.ts`); the build's unless given.
   */
  templateDir?: string;
}

export const migrationsFolder = path.join(serverSourceDir, 'db', 'migrations');
/** Any fixed number: processes starting at once queue on it instead of racing through migrations and seeds. */
const START_LOCK_KEY = 724_310_001;

export async function createDb(target: DbTarget): Promise<DbHandle> {
  const logger = target.onQuery ? { logQuery: target.onQuery } : false;
  if (target.url?.startsWith('postgres')) return createPostgres(target.url, logger);
  if (target.url === 'memory://') {
    return createPglite('memory://', logger, {
      client: await openPglite('memory://', target.template),
      createdFolder: null,
    });
  }
  const dataDir = pgliteDir(target.dataDir);
  return createPglite(dataDir, logger, await openFolder(dataDir, target.templateDir ?? EMBEDDED_TEMPLATE_DIR));
}

/** The whole data folder of an embedded database as one uncompressed archive, for `template`. */
export async function dumpPglite(handle: DbHandle): Promise<Blob> {
  if (handle.jobBackend.kind !== 'pglite') throw new Error('Only an embedded database can be dumped');
  return handle.jobBackend.client.dumpDataDir();
}

function pgliteDir(dataDir: string | undefined): string {
  if (!dataDir) throw new Error('The embedded database needs a data folder');
  const dir = path.join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return dir;
}

type QueryLogger = { logQuery: (query: string) => void } | false;

/**
 * PostgreSQL's default 128 MB of shared buffers live in the embedded database's WebAssembly memory,
 * which never shrinks; the data folder is in the operating system's file cache anyway. 32 MB keeps
 * a restarted server about 100 MB smaller (docs/performance.md, "Start on a fresh embedded database").
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** A memory:// database, from `template` when given; a data folder as it is. */
async function openPglite(dataDir: string, template?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS, ...(template ? { loadDataDir: template } : {}) });
}

interface Opened {
  client: PGlite;
  createdFolder: DbHandle['createdFolder'];
}

/**
 * Opens a data folder's database. An empty folder becomes a copy of the migrated template when it
 * matches the migrations (a fraction of a second's work), else it is initialised; a copy that
 * fails leaves the folder empty again, to be initialised.
 */
async function openFolder(dataDir: string, templateDir: string): Promise<Opened> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return { client: await openPglite(dataDir), createdFolder: null };
  if (readdirSync(dataDir).length === 0 && templateMatches(templateDir, migrationsFolder)) {
    try {
      copyTemplate(templateDir, dataDir);
      return { client: await openPglite(dataDir), createdFolder: 'template' };
    } catch {
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
    }
  }
  // Initialising the folder grows the WebAssembly memory by about 400 MB that is never given back;
  // the database is opened again on the initialised folder, without it.
  await (await openPglite(dataDir)).close();
  return { client: await openPglite(dataDir), createdFolder: 'initdb' };
}

async function createPglite(dataDir: string, logger: QueryLogger, opened: Opened): Promise<DbHandle> {
  const { createdFolder } = opened;
  const client = new EmbeddedConnection(opened.client, () => openPglite(dataDir));
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, logger });
  const withStartLock = async <T>(task: () => Promise<T>): Promise<T> => {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
    try {
      return await task();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY]);
    }
  };
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    jobBackend: { kind: 'pglite', client },
    notifications: embeddedNotifications(client),
    createdFolder,
    // A memory:// database would be lost.
    releaseMemory: () => (dataDir === 'memory://' ? Promise.resolve() : client.reopen()),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    withStartLock,
    migrate: () => withStartLock(() => migratePglite(db, { migrationsFolder })),
    close: () => client.close(),
  };
}

async function createPostgres(url: string, logger: QueryLogger): Promise<DbHandle> {
  const { pool, writesFinished } = writeCountingPool(url, 10);
  const db = drizzlePg(pool, { schema, logger });
  // The lock belongs to one session, so it is held on a connection of its own; the task uses the pool.
  const withStartLock = async <T>(task: () => Promise<T>): Promise<T> => {
    const connection = await pool.connect();
    try {
      await connection.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
      try {
        return await task();
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY]);
      }
    } finally {
      connection.release();
    }
  };
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    jobBackend: { kind: 'postgres', url },
    notifications: serverNotifications(url, writesFinished),
    createdFolder: null,
    releaseMemory: () => Promise.resolve(),
    executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
    withStartLock,
    migrate: () => withStartLock(() => migratePg(db, { migrationsFolder })),
    close: () => pool.end(),
  };
}
