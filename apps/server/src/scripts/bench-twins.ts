import { parseArgs } from 'node:util';
import { listReceiptTwinsOutsidePeriod } from '../modules/review/review.service';
import { benchCompanyOptions, benchDatabaseOptionsOf, openBenchDatabase, stats } from './bench-database';

/**
 * `npm run bench:twins -w @mobilo/server -- [--employees 500] [--runs 20]`: every receipt of a
 * generated company made the same file, then a page of 50 users asks for their receipt twins in
 * other months. Beside it, the anchor: the plain join of every copy, as the lookup was written
 * before it looked up one partner per user and file.
 */
const { values } = parseArgs({
  options: {
    ...benchCompanyOptions,
    employees: { type: 'string', default: '500' },
    runs: { type: 'string', default: '20' },
  },
});
const runs = Number(values.runs);
const bench = await openBenchDatabase(benchDatabaseOptionsOf(values));
try {
  const { companyId, month } = bench.company;
  await bench.pool.query(`update expense_files set sha256 = 'one-receipt' where company_id = $1`, [companyId]);
  await bench.pool.query('analyze expense_files');
  const { rows: periodRows } = await bench.pool.query<{ id: string }>(
    'select id from periods where company_id = $1 and period_string = $2',
    [companyId, month],
  );
  const periodId = periodRows[0]!.id;
  const { rows: page } = await bench.pool.query<{ id: string }>(
    'select id from users where company_id = $1 order by last_name, first_name, id limit 50',
    [companyId],
  );
  const userIds = page.map((user) => user.id);
  const { rows: copies } = await bench.pool.query<{ count: string }>(
    'select count(*) from expense_files where company_id = $1',
    [companyId],
  );
  console.log(`One receipt handed in ${copies[0]!.count} times; a page of ${userIds.length} users.`);

  const plainJoin = () =>
    bench.pool.query(
      `select distinct e.id, e.user_id, e.status, f.sha256
       from expense_files f join expenses e on e.id = f.expense_id and e.company_id = f.company_id
       join (select e2.user_id, f2.sha256 from expense_files f2
             join expenses e2 on e2.id = f2.expense_id and e2.company_id = f2.company_id
             where f2.company_id = $1 and e2.period_id = $2 and e2.user_id = any($3::uuid[])
               and e2.status in ('SUBMITTED', 'INVOICED')) own on own.sha256 = f.sha256 and own.user_id = e.user_id
       where f.company_id = $1 and e.period_id <> $2 and e.user_id = any($3::uuid[])
         and e.status in ('SUBMITTED', 'INVOICED')`,
      [companyId, periodId, userIds],
    );
  const lookup = () => listReceiptTwinsOutsidePeriod(bench.handle.db, companyId, periodId, userIds);

  for (const [name, task] of [
    ['receipt twins of a page (one partner per user and file)', lookup],
    ['anchor: the plain join of every copy', plainJoin],
  ] as const) {
    await task();
    const samples: number[] = [];
    let rows = 0;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const result = await task();
      samples.push(performance.now() - started);
      rows = Array.isArray(result) ? result.length : (result.rowCount ?? 0);
    }
    const { median, p99 } = stats(samples);
    console.log(`${name}: median ${median.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${rows} rows`);
  }
} finally {
  await bench.close();
}
