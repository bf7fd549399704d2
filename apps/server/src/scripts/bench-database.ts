import pg from 'pg';
import { currentPeriod } from '@mobilo/contract';
import { createDb, type DbHandle } from '../db/client';
import { generateLargeCompany } from '../demo/large-company';

/** The password of every generated benchmark account. */
export const benchPassword = 'Bench!2026';

export interface BenchCompany {
  companyId: string;
  adminEmail: string;
  checkerEmail: string;
  month: string;
}

export interface BenchDatabaseOptions {
  employees: number;
  expensesPerEmployee: number;
  months: number;
  /** Keep the database for a later run. */
  keep: boolean;
  /** A database kept by an earlier run: measured again without generating. */
  database?: string;
}

export interface BenchDatabase {
  url: string;
  handle: DbHandle;
  pool: pg.Pool;
  company: BenchCompany;
  close: () => Promise<void>;
}

/** The command-line options that choose the benchmark's company, for `parseArgs`. */
export const benchCompanyOptions = {
  employees: { type: 'string', default: '2000' },
  'expenses-per-employee': { type: 'string', default: '10' },
  months: { type: 'string', default: '3' },
  keep: { type: 'boolean', default: false },
  /** A database kept by an earlier run (--keep): measured again without generating. */
  database: { type: 'string' },
} as const;

/** The options of {@link openBenchDatabase} from the parsed command line. */
export function benchDatabaseOptionsOf(values: {
  employees: string;
  'expenses-per-employee': string;
  months: string;
  keep: boolean;
  database?: string;
}): BenchDatabaseOptions {
  return {
    employees: Number(values.employees),
    expensesPerEmployee: Number(values['expenses-per-employee']),
    months: Number(values.months),
    keep: values.keep,
    database: values.database,
  };
}

/** Median, 99th percentile and mean of samples in milliseconds. */
export function stats(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  return { median: at(0.5), p99: at(0.99), mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length };
}

/** The newest generated company of a kept database, with its admin and checker. */
async function findGeneratedCompany(pool: pg.Pool): Promise<BenchCompany> {
  const { rows } = await pool.query<{ id: string; admin: string; checker: string }>(
    `select c.id,
       (select u.email from users u join roles r on r.id = u.role_id where u.company_id = c.id and r.name = 'ADMIN' limit 1) as admin,
       (select u.email from users u join roles r on r.id = u.role_id where u.company_id = c.id and r.name = 'EXPENSE_CHECKER' limit 1) as checker
     from companies c where c.name like 'Large Company %' order by c.created_at desc limit 1`,
  );
  if (!rows[0]) throw new Error('The database holds no generated company');
  return { companyId: rows[0].id, adminEmail: rows[0].admin, checkerEmail: rows[0].checker, month: currentPeriod() };
}

/**
 * A throwaway database on the PostgreSQL server at BENCH_SERVER_URL (default the local server),
 * migrated, with a generated company of the given size and fresh planner statistics; or a kept
 * one, reused as it is.
 */
export async function openBenchDatabase(options: BenchDatabaseOptions): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = options.database ?? `mobilo_bench_${Date.now().toString(36)}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!options.database) await admin.query(`CREATE DATABASE "${name}"`);
  const handle = await createDb({ url: url.toString() });
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  await handle.migrate();
  let company: BenchCompany;
  if (options.database) {
    company = await findGeneratedCompany(pool);
  } else {
    const started = performance.now();
    const generated = await generateLargeCompany(handle.db, { ...options, password: benchPassword });
    await handle.executeSql('ANALYZE');
    console.log(
      `Generated ${options.employees} employees, ${generated.expenseCount} expenses in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    company = generated;
  }
  console.log(
    `PostgreSQL ${(await pool.query('show server_version')).rows[0].server_version}, Node ${process.version}.`,
  );
  return {
    url: url.toString(),
    handle,
    pool,
    company,
    close: async () => {
      await pool.end();
      await handle.close();
      // Closed pools release their server sessions a moment later; dropping at once would kill them.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (!options.keep && !options.database) await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      else console.log(`Kept the database ${name}; measure it again with --database ${name}.`);
      await admin.end();
    },
  };
}
