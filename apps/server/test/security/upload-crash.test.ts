import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { currentPeriod, firstDayOfPeriod } from '@mobilo/contract';
import { createDb, type DbHandle } from '../../src/db/client';
import { expenseFiles } from '../../src/db/schema/expenses';
import { makeReceiptPdf } from '../../src/demo/sample-receipts';
import { sweepOrphanFiles } from '../../src/modules/file-sweep/file-sweep.service';
import { createPeriodsForCompany } from '../../src/modules/periods/periods.service';
import { createFileStorage } from '../../src/platform/files/file-storage';
import { buildExpenseRow } from '../expense-factories';
import { buildBudgetGroup, buildCompany, buildUser, TEST_PASSWORD } from '../factories';
import { multipartBody } from '../multipart';
import { databaseUrl } from '../test-database-target';

/**
 * A server killed in the middle of uploads (SIGKILL: no handler runs) may leave a stored file whose
 * row never committed and the `.part` file of an upload cut off mid-stream. After the sweep that
 * follows the restart, the stored files and the rows match exactly.
 */
const target = inject('testDatabase');
const work = mkdtempSync(path.join(os.tmpdir(), 'mobilo-crash-'));
const filesDir = path.join(work, 'files');
const dataDir = path.join(work, 'data');
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const UPLOADS = 24;
const HOUR_MS = 60 * 60 * 1000;

let url: string | undefined;
let server: ChildProcess | undefined;

async function openDatabase(): Promise<DbHandle> {
  if (target.kind === 'pglite') return createDb({ dataDir });
  if (!url) {
    const name = `${target.runPrefix}_crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: target.serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${target.templateName}"`);
    await admin.end();
    url = databaseUrl(target.serverUrl, name);
  }
  return createDb({ url });
}

function startServer(): Promise<number> {
  server = fork(path.join(import.meta.dirname, '..', 'upload-crash-server.ts'), [], {
    execArgv: ['--import', TSX],
    env: { ...process.env, DATA_DIR: dataDir, FILES_DIR: filesDir, ...(url ? { DATABASE_URL: url } : {}) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    server!.once('message', (message) => resolve((message as { port: number }).port));
    server!.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Polls a condition; the machine may be slow, so the wait is on the condition, not a time. */
async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 600; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`waited in vain for ${what}`);
}

afterAll(async () => {
  server?.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

describe('a server killed during uploads', () => {
  it('leaves nothing behind once the sweep has run', { timeout: 120_000 }, async () => {
    let handle = await openDatabase();
    await handle.migrate();
    const company = await buildCompany(handle.db);
    await createPeriodsForCompany(handle.db, company.id);
    const group = await buildBudgetGroup(handle.db, company.id, { companyMobilityTypes: ['TAXI'] });
    const user = await buildUser(handle.db, {
      companyId: company.id,
      budgetGroupId: group.id,
      registerDate: new Date('2020-01-01'),
    });
    const ids: string[] = [];
    for (let i = 0; i < UPLOADS + 1; i += 1) {
      const row = await buildExpenseRow(handle.db, {
        companyId: company.id,
        userId: user.id,
        date: firstDayOfPeriod(currentPeriod()),
        status: 'READY',
        receipt: null,
      });
      ids.push(row.id);
    }
    // The embedded database belongs to one process at a time.
    if (target.kind === 'pglite') await handle.close();

    const base = `http://127.0.0.1:${await startServer()}`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // One upload sends half its body and waits: its `.part` file is on disk when the process dies.
    const { payload, headers } = multipartBody([
      { filename: 'r.pdf', content: makeReceiptPdf(['crash', 'x'.repeat(200_000)]) },
    ]);
    const tempDir = path.join(filesDir, '.uploads');
    const cutOff = fetch(`${base}/v2/expenses/${ids[UPLOADS]}/file`, {
      method: 'POST',
      headers: { ...headers, cookie, origin: base },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(payload.subarray(0, payload.length / 2));
        },
      }),
      duplex: 'half',
    } as RequestInit).catch(() => null);
    await until(() => existsSync(tempDir) && readdirSync(tempDir).length > 0, 'the cut-off upload to start');

    // The rest run side by side; the process is killed once the first has answered.
    const uploads = ids.slice(0, UPLOADS).map((id) =>
      fetch(`${base}/v2/expenses/${id}/file`, {
        method: 'POST',
        headers: { ...headers, cookie, origin: base },
        body: payload,
      })
        .then((response) => response.status)
        .catch(() => null),
    );
    await Promise.race(uploads);
    server!.kill('SIGKILL');
    const statuses = await Promise.all(uploads);
    await cutOff;
    expect(statuses.filter((s) => s === 200).length).toBeLessThan(UPLOADS);

    // Restart: the sweep runs as it does at start, here with a clock past the grace period.
    if (target.kind === 'pglite') handle = await openDatabase();
    const storage = await createFileStorage({ kind: 'local', dir: filesDir });
    expect(readdirSync(tempDir).length).toBeGreaterThan(0);
    await sweepOrphanFiles({ db: handle.db, storage, clock: () => new Date(Date.now() + 2 * HOUR_MS) });

    const stored: string[] = [];
    for await (const file of storage.list()) stored.push(file.key);
    const rows = (await handle.db.select({ key: expenseFiles.storageKey }).from(expenseFiles)).map((r) => r.key);
    expect(stored.sort()).toEqual(rows.sort());
    expect(readdirSync(tempDir)).toEqual([]);
    await handle.close();
  });
});
