import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { firstDayOfPeriod } from '@mobilo/contract';
import { makeReceiptPdf } from '../demo/sample-receipts';
import { benchCompanyOptions, benchDatabaseOptionsOf, benchPassword, openBenchDatabase, stats } from './bench-database';

/**
 * `npm run bench:load -w @mobilo/server -- [--employees 2000] [--expenses-per-employee 10]
 * [--seconds 10] [--database <kept>]`: load on loopback against the generated company on
 * PostgreSQL (BENCH_SERVER_URL), the application and Fastify's hello route each in a process of
 * their own, measured in the same run with autocannon. Prints throughput, p50/p99 and errors of:
 * the hello route; reviewers paging the audit list's summaries; reviewers opening user cards;
 * a mix of employees and reviewers; and the write path (create, upload, submit) step by step.
 */
const { values } = parseArgs({
  options: {
    ...benchCompanyOptions,
    seconds: { type: 'string', default: '10' },
  },
});
const seconds = Number(values.seconds);

/** Starts a bench server process and waits for its port. */
function startServer(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(import.meta.dirname, 'bench-server.ts'), args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ child, url: `http://127.0.0.1:${message.port}` }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: benchPassword }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return cookie;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

interface Row {
  scenario: string;
  connections: number;
  throughput: number;
  p50: number;
  p99: number;
  errors: number;
}
const rows: Row[] = [];

/** One autocannon run; each request is built by `next` (path and cookie). */
async function load(
  scenario: string,
  url: string,
  connections: number,
  next: () => { path: string; cookie?: string },
): Promise<Row> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { path: target, cookie } = next();
          return { ...request, path: target, headers: { ...request.headers, ...(cookie && { cookie }) } };
        },
      },
    ],
  });
  const row = {
    scenario,
    connections,
    throughput: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  rows.push(row);
  console.log(
    `${scenario.padEnd(46)} ${String(connections).padStart(4)} conn  ${row.throughput.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  errors ${row.errors}`,
  );
  return row;
}

/** A receipt upload as a browser sends it. */
function multipartReceipt(): { body: Buffer; type: string } {
  const boundary = `----mobilo${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ticket.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head),
    makeReceiptPdf(['Ticket', 'EUR 4.20']),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** `workers` employees each create, upload and submit expenses in a loop for the run's time; per step timings. */
async function writePath(url: string, cookies: readonly string[], month: string, workers: number) {
  const steps = { create: [] as number[], upload: [] as number[], submit: [] as number[] };
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const timed = async (samples: number[], request: () => Promise<Response>) => {
    const started = performance.now();
    const response = await request();
    const text = await response.text();
    samples.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${response.status} ${text.slice(0, 200)}`);
    return text;
  };
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      const cookie = cookies[worker % cookies.length]!;
      while (performance.now() < until) {
        try {
          const created = await timed(steps.create, () =>
            fetch(`${url}/v2/expenses/`, {
              method: 'POST',
              headers: { cookie, 'content-type': 'application/json' },
              body: JSON.stringify({
                originalCost: '4.20',
                originalCurrency: 'EUR',
                tripToWork: true,
                type: 'LOCAL_PUBLIC_TRANSPORT',
                date: firstDayOfPeriod(month),
                origin: 'HOME',
              }),
            }),
          );
          const { id } = JSON.parse(created) as { id: string };
          const receipt = multipartReceipt();
          await timed(steps.upload, () =>
            fetch(`${url}/v2/expenses/${id}/file`, {
              method: 'POST',
              headers: { cookie, 'content-type': receipt.type },
              body: receipt.body,
            }),
          );
          await timed(steps.submit, () =>
            fetch(`${url}/v2/expenses/${id}/submit`, { method: 'PATCH', headers: { cookie } }),
          );
        } catch (error) {
          errors += 1;
          if (errors <= 3) console.log(`write path: ${(error as Error).message}`);
        }
      }
    }),
  );
  for (const [step, samples] of Object.entries(steps)) {
    const result = stats(samples);
    console.log(
      `write path: ${step.padEnd(34)} ${String(workers).padStart(4)} conn  ${(samples.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${result.median.toFixed(0).padStart(5)} ms  p99 ${result.p99.toFixed(0).padStart(5)} ms  errors ${errors}`,
    );
  }
}

const bench = await openBenchDatabase(benchDatabaseOptionsOf(values));
const servers: ChildProcess[] = [];
try {
  const { company, pool } = bench;
  const hello = await startServer(['hello']);
  const app = await startServer(['app', bench.url]);
  servers.push(hello.child, app.child);
  const { rows: people } = await pool.query<{ id: string; email: string }>(
    `select u.id, u.email from users u join roles r on r.id = u.role_id
     where u.company_id = $1 and r.name = 'USER' order by u.email`,
    [company.companyId],
  );
  const reviewer = await signIn(app.url, company.checkerEmail);
  const employees: string[] = [];
  for (const person of people.slice(0, 20)) employees.push(await signIn(app.url, person.email));
  // Others write, so that the readers' lists keep their size from run to run.
  const writers: string[] = [];
  for (const person of people.slice(-20)) writers.push(await signIn(app.url, person.email));
  const month = company.month;
  const pages = Math.ceil(people.length / 50);
  const summaryPage = () => ({
    path: `/api/v3/expenses/users/summaries?month=${month}&page=${1 + Math.floor(Math.random() * pages)}`,
    cookie: reviewer,
  });
  const userCard = () => ({ path: `/api/v3/expenses/users/${pick(people).id}?month=${month}`, cookie: reviewer });
  const employeeCalls = [`/auth/check`, `/period`, `/v2/expenses?month=${month}`];
  const employeeCall = () => ({ path: pick(employeeCalls), cookie: pick(employees) });
  console.log(`${seconds} s per scenario, loopback; ${people.length} employees, ${pages} summary pages.`);

  const yardstick = await load("Fastify's hello route", hello.url, 100, () => ({ path: '/' }));
  await load('audit summary page (50 users)', app.url, 50, summaryPage);
  await load("one user's card", app.url, 50, userCard);
  await load('employees (auth check, periods, own expenses)', app.url, 100, employeeCall);
  // One request in ten is a reviewer's: a summary page or a card as they scroll.
  const mixed = await load('mixed: 90 % employees, 10 % reviewers', app.url, 100, () =>
    Math.random() < 0.1 ? (Math.random() < 0.3 ? summaryPage() : userCard()) : employeeCall(),
  );
  await writePath(app.url, writers, month, 20);
  console.log(
    `Mixed load: ${((100 * mixed.throughput) / yardstick.throughput).toFixed(1)} % of the hello route's throughput, p99 ${mixed.p99} ms, ${mixed.errors} errors.`,
  );
} finally {
  for (const child of servers) child.kill();
  await bench.close();
}
