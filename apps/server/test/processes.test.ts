import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentPeriod, firstDayOfPeriod } from '@mobilo/contract';
import type { DbHandle } from '../src/db/client';
import { makeReceiptPdf } from '../src/demo/sample-receipts';
import { companyReminderSettings } from '../src/db/schema/reminders';
import { createPeriodsForCompany } from '../src/modules/periods/periods.service';
import { buildExpenseRow } from './expense-factories';
import { buildBudgetGroup, buildCompany, buildUser, TEST_PASSWORD } from './factories';
import { multipartBody } from './multipart';
import { createTestDatabase } from './test-database';

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: both start
 * (and seed the demo data) at once, a journey runs alternately through both, every periodic job
 * comes due on both at the same instant and runs once, and SIGTERM in the middle of an upload
 * lets the upload finish.
 */
const target = inject('testDatabase');
const work = mkdtempSync(path.join(os.tmpdir(), 'mobilo-processes-'));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const MAIN = path.join(import.meta.dirname, '..', 'src', 'main.ts');
const servers: { process: ChildProcess; base: string; exit: Promise<number | null> }[] = [];
let handle: DbHandle;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls a condition; the machine may be busy, so the wait is on the condition with a generous limit. */
async function until<T>(read: () => Promise<T | null | false>, what: string, limitMs = 240_000): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const value = await read().catch(() => null);
    if (value) return value;
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function startServer(databaseUrl: string) {
  const port = await freePort();
  const child = fork(MAIN, [], {
    execArgv: ['--import', TSX],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      STAGE: 'local',
      SEED_DEMO_DATA: 'true',
      DATA_DIR: path.join(work, 'data'),
      FILE_STORAGE: 'local',
      FILE_STORAGE_DIR: path.join(work, 'files'),
      WEB_DIST: path.join(work, 'no-web-build'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_SECONDS: '120',
      EXCHANGE_RATE_FETCH: 'true',
      // Nothing answers here: the fetch fails harmlessly, and the job still runs once.
      EXCHANGE_RATE_URL: `http://127.0.0.1:${await freePort()}/rates.xml`,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { process: child, base: `http://127.0.0.1:${port}`, exit };
  servers.push(server);
  return server;
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const skip = target.kind !== 'postgres';
if (skip) console.warn('Two-process test skipped: no PostgreSQL server answers (it needs one database for both).');

describe.skipIf(skip)('two server processes on one database', () => {
  let a: Awaited<ReturnType<typeof startServer>>;
  let b: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const url = (handle.jobBackend as { url: string }).url;
    // Both start at the same moment: they migrate and seed the demo data one after the other.
    [a, b] = await Promise.all([startServer(url), startServer(url)]);
    for (const server of [a, b]) {
      await until(async () => (await fetch(`${server.base}/ready`)).status === 200, `${server.base} to be ready`);
    }
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) server.process.kill('SIGKILL');
    await handle?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('serves one journey alternately through both processes', { timeout: 120_000 }, async () => {
    const cookie = await signIn(a.base, 'admin@demo.test', 'Demo!2026');
    // The session made by one process holds on the other.
    const check = await fetch(`${b.base}/auth/check`, { headers: { cookie } });
    expect(check.status).toBe(200);
    expect((await fetch(`${a.base}/auth/check`, { headers: { cookie } })).status).toBe(200);
    const signOut = await fetch(`${b.base}/auth/logout`, { headers: { cookie, origin: b.base } });
    expect(signOut.status).toBeLessThan(400);
    expect((await fetch(`${b.base}/auth/check`, { headers: { cookie } })).status).toBe(401);
    // The other process kept the session: it refuses it once the sign-out's notification arrives
    // (milliseconds after the commit, docs/adr/0030).
    await until(
      async () => (await fetch(`${a.base}/auth/check`, { headers: { cookie } })).status === 401,
      'the other process to refuse the ended session',
      60_000,
    );
  });

  it('runs every periodic job once when it comes due on both at the same instant', { timeout: 300_000 }, async () => {
    const boss = new PgBoss({
      connectionString: (handle.jobBackend as { url: string }).url,
      schedule: false,
      supervise: false,
    });
    await boss.start();
    // A company whose employee has a draft of this month, with a deadline close enough for a reminder.
    const company = await buildCompany(handle.db);
    await createPeriodsForCompany(handle.db, company.id);
    await handle.db.insert(companyReminderSettings).values({
      companyId: company.id,
      remindersEnabled: true,
      submissionDeadlineDay: 1,
      daysBeforeDeadline: 31,
      reviewWaitingDays: 5,
      importWaitingDays: 3,
    });
    const employee = await buildUser(handle.db, { companyId: company.id });
    await buildExpenseRow(handle.db, {
      companyId: company.id,
      userId: employee.id,
      date: firstDayOfPeriod(currentPeriod()),
      status: 'INCOMPLETE',
    });
    try {
      const schedules = await boss.getSchedules();
      const names = schedules.map((schedule) => schedule.name).sort();
      expect(names).toEqual([
        'card-monthly-load',
        'exchange-rates',
        'expense-request-keys',
        'file-sweep',
        'germany-ticket-months',
        'personio-nightly-sync',
        'reminders',
        'scheduled-user-changes',
      ]);
      // Every schedule comes due a few seconds from now, to the second, for both processes.
      const due = new Date(Date.now() + 5_000);
      const cron = `${due.getUTCSeconds()} ${due.getUTCMinutes()} ${due.getUTCHours()} * * *`;
      for (const schedule of schedules) await boss.schedule(schedule.name, cron, null, schedule.options);
      const countJobs = async () => {
        const { rows } = await handle.executeSql(
          `select name, count(*)::int as jobs, count(*) filter (where state = 'completed')::int as done
             from pgboss.job where name = any($1) group by name`,
          [names],
        );
        return rows as { name: string; jobs: number; done: number }[];
      };
      await until(async () => {
        const rows = await countJobs();
        return rows.length === names.length && rows.every((row) => row.done >= 1);
      }, 'every periodic job to run');
      // Both processes' cron passes have looked again meanwhile (every 30 s): still one job each.
      await new Promise((resolve) => setTimeout(resolve, 35_000));
      const rows = await countJobs();
      expect(
        rows.map(({ name, jobs, done }) => ({ name, jobs, done })).sort((x, y) => x.name.localeCompare(y.name)),
      ).toEqual(names.map((name) => ({ name, jobs: 1, done: 1 })));
      // Each reminder the run recorded went out as one mail, the draft's among them, none twice.
      const { rows: recorded } = await handle.executeSql(
        `select count(*) filter (where digest_id is null)::int as mails,
                count(*) filter (where user_id = $1 and cause = 'DRAFTS_BEFORE_DEADLINE')::int as drafts
           from sent_reminders`,
        [employee.id],
      );
      const { rows: outbox } = await handle.executeSql(
        `select count(*)::int as mails, count(*) filter (where recipient = $1)::int as drafts
           from mail_outbox where template like 'REMINDER%'`,
        [employee.email],
      );
      expect(outbox).toEqual(recorded);
      expect(recorded).toEqual([{ mails: expect.any(Number), drafts: 1 }]);
    } finally {
      await boss.stop({ graceful: false, close: true });
    }
  });

  it('finishes an upload in flight when the process gets SIGTERM', { timeout: 300_000 }, async () => {
    const company = await buildCompany(handle.db);
    await createPeriodsForCompany(handle.db, company.id);
    const group = await buildBudgetGroup(handle.db, company.id, { companyMobilityTypes: ['TAXI'] });
    const user = await buildUser(handle.db, {
      companyId: company.id,
      budgetGroupId: group.id,
      registerDate: new Date('2020-01-01'),
    });
    const expense = await buildExpenseRow(handle.db, {
      companyId: company.id,
      userId: user.id,
      date: firstDayOfPeriod(currentPeriod()),
      status: 'READY',
      receipt: null,
    });
    const cookie = await signIn(b.base, user.email, TEST_PASSWORD);
    const { payload, headers } = multipartBody([
      { filename: 'r.pdf', content: makeReceiptPdf(['graceful', 'x'.repeat(200_000)]) },
    ]);
    let sendRest = () => {};
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    const upload = fetch(`${b.base}/v2/expenses/${expense.id}/file`, {
      method: 'POST',
      headers: { ...headers, cookie, origin: b.base },
      body: new ReadableStream({
        async start(controller) {
          controller.enqueue(payload.subarray(0, payload.length / 2));
          await rest;
          controller.enqueue(payload.subarray(payload.length / 2));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    // The first half has arrived (its temporary file exists) when the signal comes.
    const uploads = path.join(work, 'files', '.uploads');
    await until(async () => existsSync(uploads) && readdirSync(uploads).length > 0, 'the upload to start');
    b.process.kill('SIGTERM');
    // Stopping: no new connections (or a 503 from /ready), while the upload is still open.
    await until(
      async () => {
        const response = await fetch(`${b.base}/ready`).catch(() => null);
        return response === null || response.status === 503;
      },
      'the stopping process to leave the rotation',
      60_000,
    );
    sendRest();
    const answer = await upload;
    expect(answer.status).toBe(200);
    expect(await b.exit).toBe(0);
    const { rows } = await handle.executeSql('select count(*)::int as files from expense_files where expense_id = $1', [
      expense.id,
    ]);
    expect(rows).toEqual([{ files: 1 }]);
    // The other process goes on serving.
    expect((await fetch(`${a.base}/ready`)).status).toBe(200);
  });
});
