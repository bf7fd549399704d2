import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { mobilityTypes, type Right, type RoleName } from '@mobilo/contract';
import { periodOfMonth, presentUsersOfMonth, usersWithExpenses } from '../modules/review/review-list.service';
import { fullListPhases } from '../modules/review/review-list-phases';
import { jsonArrayStream } from '../platform/json-stream';
import type { Actor } from '../platform/request-context';
import { benchCompanyOptions, benchDatabaseOptionsOf, benchPassword, openBenchDatabase, stats } from './bench-database';

/**
 * `npm run bench:audit -w @mobilo/server -- [--employees 2000] [--expenses-per-employee 10]
 * [--months 3] [--runs 30]`: on a throwaway PostgreSQL database (BENCH_SERVER_URL, default the
 * local server), generates a large company and compares GET /api/v3/expenses/users with the
 * plainest SQL that fetches the same data: the endpoint's work without HTTP (queries, budgets,
 * presenting and the JSON text of the answer) against the plain SQL, also without HTTP; and, for
 * the whole picture, the real call over a loopback socket (session, validation, transfer). One
 * after another, beside them: a random page of the audit screen's user summaries and one user's
 * card, and the same page with a filter that makes its listing count the month's expenses
 * instead of reading the review read model (`--summaries-only` leaves the full list out). Their behaviour under many
 * reviewers at once is `bench:load`'s.
 */
const { values } = parseArgs({
  options: {
    ...benchCompanyOptions,
    runs: { type: 'string', default: '30' },
    /** Only the summary page, its listing and one card: not the full list (seconds per run). */
    'summaries-only': { type: 'boolean', default: false },
    /** The full list's parts one by one: each of its statements, the set-up, presenting, JSON. */
    phases: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);

type Work = () => Promise<unknown>;

/**
 * Runs both sides in turns (after three warm-up rounds), so that a busy machine slows both alike,
 * and prints median and p99 of each.
 */
async function compare(sides: [label: string, work: Work][]) {
  const samples = sides.map(() => [] as number[]);
  for (let round = 0; round < runs + 3; round += 1) {
    const order = round % 2 === 0 ? sides.map((_, i) => i) : sides.map((_, i) => sides.length - 1 - i);
    for (const i of order) {
      const started = performance.now();
      await sides[i]![1]();
      if (round >= 3) samples[i]!.push(performance.now() - started);
    }
  }
  return sides.map(([label], i) => {
    const result = stats(samples[i]!);
    console.log(
      `${label.padEnd(40)} median ${result.median.toFixed(1).padStart(7)} ms   p99 ${result.p99.toFixed(1).padStart(7)} ms`,
    );
    return result;
  });
}

/** The same data as the endpoint, in the plainest SQL: users, the month's expenses, files and budget sums. */
function plainQueries(pool: pg.Pool, companyId: string, month: string, from: string) {
  return () =>
    Promise.all([
      pool.query(
        `select u.*, g.budget, g.overflow_interval from users u left join budget_groups g on g.id = u.budget_group_id
         where u.company_id = $1 order by u.last_name, u.first_name`,
        [companyId],
      ),
      pool.query(
        `select e.*, u.first_name, u.last_name, u.personal_number, p.period_string, p.is_closed, p.is_invoiced,
                r.code, r.description_en, r.description_de
         from expenses e join users u on u.id = e.user_id join periods p on p.id = e.period_id
         left join reject_reasons r on r.id = e.reject_reason_id
         where e.company_id = $1 and p.period_string = $2 order by e.date desc, e.created_at desc`,
        [companyId, month],
      ),
      pool.query(
        `select f.* from expense_files f join expenses e on e.id = f.expense_id join periods p on p.id = e.period_id
         where f.company_id = $1 and p.period_string = $2 order by f.created_at`,
        [companyId, month],
      ),
      pool.query(
        `select e.user_id, p.period_string, sum(e.cost) from expenses e join periods p on p.id = e.period_id
         where e.company_id = $1 and p.period_string between $2 and $3 and e.status in ('SUBMITTED', 'INVOICED')
         group by e.user_id, p.period_string`,
        [companyId, from, month],
      ),
      pool.query(
        `select d.user_id, p.period_string, sum(d.amount) from budget_deductions d join periods p on p.id = d.period_id
         where d.company_id = $1 and p.period_string between $2 and $3 group by d.user_id, p.period_string`,
        [companyId, from, month],
      ),
      pool.query(
        `select c.user_id, p.period_string, c.correction_amount from budget_corrections c join periods p on p.id = c.period_id
         where c.company_id = $1 and p.period_string between $2 and $3`,
        [companyId, from, month],
      ),
    ]);
}

/**
 * One GET over the socket, the whole body read (and dropped) as a browser would receive it, in
 * the encoding asked for; resolves with the bytes that crossed the wire.
 */
function readWholeAnswer(url: string, cookie: string, encoding = 'identity') {
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { cookie, 'accept-encoding': encoding } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The generated admin as the service sees a signed-in actor. */
async function actorOf(pool: pg.Pool, email: string): Promise<Actor> {
  const { rows } = await pool.query<{ id: string; company_id: string; name: RoleName; rights: Right[] }>(
    'select u.id, u.company_id, r.name, r.rights from users u join roles r on r.id = u.role_id where u.email = $1',
    [email],
  );
  const row = rows[0]!;
  return {
    userId: row.id,
    companyId: row.company_id,
    role: row.name,
    rights: row.rights,
    sessionTokenHash: '',
    impersonatorId: null,
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-bench-'));
const bench = await openBenchDatabase(benchDatabaseOptionsOf(values));
const { handle, pool, company } = bench;
try {
  const config = { ...loadConfig({ STAGE: 'local', DATA_DIR: dataDir }), webDist: path.join(dataDir, 'no-web') };
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: company.adminEmail, password: benchPassword },
  });
  const cookie = login.cookies.find((c) => c.name === 'mobilo_session');
  if (!cookie) throw new Error(`sign-in failed: ${login.body}`);
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v3/expenses/users?month=${company.month}`;
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v3/expenses/users`;
  const { rows: people } = await pool.query<{ id: string }>(
    `select distinct user_id as id from expenses where company_id = $1`,
    [company.companyId],
  );
  const pages = Math.ceil(people.length / 50);
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  let size = 0;
  let rows = 0;
  const wire = { br: 0, gzip: 0 };
  const from = `${Number(company.month.slice(0, 4)) - 1}${company.month.slice(4)}`;
  const plainWork = plainQueries(pool, company.companyId, company.month, from);
  const actor = await actorOf(pool, company.adminEmail);
  const sessionCookie = `${cookie.name}=${cookie.value}`;
  const fullList: [string, Work][] = [
    [
      'the endpoint without HTTP (JSON text)',
      async () => {
        let bytes = 0;
        for await (const chunk of jsonArrayStream(
          await usersWithExpenses({ db: handle.db }, actor, { month: company.month }),
        ))
          bytes += (chunk as Buffer).length;
        size = bytes;
      },
    ],
    ['GET /api/v3/expenses/users (HTTP)', () => readWholeAnswer(url, sessionCookie)],
    [
      'plain SQL through pg',
      async () => {
        rows = (await plainWork())[1].rowCount ?? 0;
      },
    ],
    ['the same, HTTP with br', async () => (wire.br = await readWholeAnswer(url, sessionCookie, 'br'))],
    ['the same, HTTP with gzip', async () => (wire.gzip = await readWholeAnswer(url, sessionCookie, 'gzip'))],
  ];
  const summarySides: [string, Work][] = [
    [
      'a summary page of 50 users (HTTP)',
      () =>
        readWholeAnswer(
          `${base}/summaries?month=${company.month}&page=${1 + Math.floor(Math.random() * pages)}`,
          sessionCookie,
        ),
    ],
    [
      // A filter on every type shows the same users, but its listing counts the month's expenses
      // as every page did before the review read model (docs/adr/0029).
      'the same page, counting the expenses (HTTP)',
      () =>
        readWholeAnswer(
          `${base}/summaries?month=${company.month}&page=${1 + Math.floor(Math.random() * pages)}&types=${mobilityTypes.join(',')}`,
          sessionCookie,
        ),
    ],
    [
      "one user's card (HTTP)",
      () => readWholeAnswer(`${base}/${pick(people).id}?month=${company.month}`, sessionCookie),
    ],
  ];
  if (values.phases) {
    const period = await periodOfMonth(handle.db, actor, company.month);
    await compare([
      ...fullListPhases(handle.db, actor, period),
      ['set-up: statements, budgets, duplicates', () => presentUsersOfMonth(handle.db, actor, period)],
      [
        'set-up and presenting, no JSON',
        async () => {
          for (const user of await presentUsersOfMonth(handle.db, actor, period)) void user;
        },
      ],
      fullList[0]!,
      fullList[2]!,
    ]);
  }
  const results = await compare([...(values['summaries-only'] ? [] : fullList), ...summarySides]);
  if (!values['summaries-only']) {
    const [endpoint, viaHttp, plain] = results;
    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
    console.log(`On the wire: br ${mib(wire.br)}, gzip ${mib(wire.gzip)}.`);
    console.log(`Month ${company.month}: ${rows} expenses, answer ${(size / 1024 / 1024).toFixed(1)} MiB.`);
    console.log(
      `Ratio endpoint without HTTP / plain SQL: median ${(endpoint!.median / plain!.median).toFixed(2)}, p99 ${(endpoint!.p99 / plain!.p99).toFixed(2)}`,
    );
    console.log(
      `Ratio over HTTP / plain SQL: median ${(viaHttp!.median / plain!.median).toFixed(2)}, p99 ${(viaHttp!.p99 / plain!.p99).toFixed(2)}`,
    );
  }
  await app.close();
} finally {
  await bench.close();
  rmSync(dataDir, { recursive: true, force: true });
}
