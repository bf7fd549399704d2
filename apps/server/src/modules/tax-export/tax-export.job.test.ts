import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DbHandle } from '../../db/client';
import { downloads } from '../../db/schema/downloads';
import { periods } from '../../db/schema/periods';
import { createFileStorage, type FileStorage } from '../../platform/files/file-storage';
import { pgBossConnection } from '../../platform/jobs/job-queue';
import { buildUser, signIn } from '../../../test/factories';
import { buildPayrollScenario, SCENARIO_PERIOD } from '../../../test/payroll-scenario';
import { testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createDownload } from '../downloads/downloads.service';
import { setFeatureFlag } from '../flags/feature-flags.service';
import { TAX_EXPORT_JOB } from './tax-export.job';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A running app with its job queue on `handle`; heartbeats as short as pg-boss allows. */
async function startApp(handle: DbHandle, fileStorage?: FileStorage): Promise<FastifyInstance> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-job-files-'));
  const config = testConfig({ fileStorage: { kind: 'local', dir } });
  const app = await buildApp({
    config,
    db: handle.db,
    logger: false,
    fileStorage: fileStorage ?? (await createFileStorage(config.fileStorage)),
    jobBackend: handle.jobBackend,
    jobOptions: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1, heartbeatSeconds: 10, scheduling: false },
  });
  await app.ready();
  cleanups.push(
    () => rmSync(dir, { recursive: true, force: true }),
    () => app.close(),
  );
  return app;
}

async function waitForStatus(handle: DbHandle, id: string, statuses: string[]) {
  for (;;) {
    const [row] = await handle.db.select().from(downloads).where(eq(downloads.id, id));
    if (row && statuses.includes(row.status)) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function taxStatusOf(handle: DbHandle, companyId: string) {
  const [row] = await handle.db
    .select()
    .from(periods)
    .where(and(eq(periods.companyId, companyId), eq(periods.periodString, SCENARIO_PERIOD)));
  return row!.taxStatus;
}

describe('export jobs', () => {
  it('marks the download and the period FAILED when the export fails', async () => {
    const handle = await createTestDatabase();
    cleanups.push(() => handle.close());
    const scenario = await buildPayrollScenario(handle.db);
    await setFeatureFlag(handle.db, scenario.company.id, 'DOWNLOAD_CENTER', true);
    const storage = await createFileStorage({
      kind: 'local',
      dir: mkdtempSync(path.join(os.tmpdir(), 'mobilo-broken-')),
    });
    const broken: FileStorage = { ...storage, put: () => Promise.reject(new Error('disk full')) };
    const app = await startApp(handle, broken);
    const admin = await buildUser(handle.db, { companyId: scenario.company.id, role: 'ADMIN' });
    const cookie = await signIn(app, admin.email);

    const response = await app.inject({
      url: `/api/v3/management/period/${SCENARIO_PERIOD}/export/tax?platform=excel`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(202);
    const failed = await waitForStatus(handle, (response.json() as { id: string }).id, ['DONE', 'FAILED']);
    expect(failed).toMatchObject({ status: 'FAILED', errorCode: 'TAX_EXPORT_FAILED', storageKey: null });
    expect(await taxStatusOf(handle, scenario.company.id)).toBe('FAILED');
    const listed = (await app.inject({ url: '/api/v3/downloads', headers: { cookie } })).json() as { error: unknown }[];
    expect(listed[0]!.error).toEqual({ errorCode: 'TAX_EXPORT_FAILED', parameter: null });

    // Without the download centre the same failure answers the request with its code.
    await setFeatureFlag(handle.db, scenario.company.id, 'DOWNLOAD_CENTER', false);
    const direct = await app.inject({
      url: `/api/v3/management/period/${SCENARIO_PERIOD}/export/tax?platform=lodas`,
      headers: { cookie },
    });
    expect(direct.statusCode).toBe(500);
    expect((direct.json() as { reason: { errorCode: string } }).reason.errorCode).toBe('TAX_EXPORT_FAILED');
  });

  it('runs an export again when the process that had it stopped in the middle', async () => {
    const handle = await createTestDatabase();
    cleanups.push(() => handle.close());
    const scenario = await buildPayrollScenario(handle.db);
    const admin = await buildUser(handle.db, { companyId: scenario.company.id, role: 'ADMIN' });
    const download = (await createDownload(handle.db, scenario.company.id, {
      periodId: scenario.periodId,
      periodString: SCENARIO_PERIOD,
      platform: 'lodas',
      fileName: `Mobilo-Tax-Export-LODAS-${SCENARIO_PERIOD}.txt`,
      createdBy: admin.id,
    }))!;

    // A process took the job, started the export and stopped: the job stays active, its heartbeat stops.
    const crashed = new PgBoss({
      ...pgBossConnection(handle.jobBackend),
      schedule: false,
      supervise: false,
      monitorIntervalSeconds: 1,
    });
    await crashed.start();
    await crashed.createQueue(TAX_EXPORT_JOB, {
      heartbeatSeconds: 10,
      retryLimit: 3,
      retryDelay: 0,
      expireInSeconds: 1800,
    });
    await crashed.send(TAX_EXPORT_JOB, { downloadId: download.id }, { id: download.id });
    const [taken] = await crashed.fetch(TAX_EXPORT_JOB);
    expect(taken?.id).toBe(download.id);
    await handle.db
      .update(downloads)
      .set({ status: 'RUNNING', progress: 40, attempts: 1 })
      .where(eq(downloads.id, download.id));
    await handle.db.update(periods).set({ taxStatus: 'IN_PROGRESS' }).where(eq(periods.id, scenario.periodId));
    await crashed.stop({ graceful: false, close: true });

    // A fresh process finds the job without heartbeat and runs it again.
    await startApp(handle);
    const done = await waitForStatus(handle, download.id, ['DONE', 'FAILED']);
    expect(done).toMatchObject({ status: 'DONE', progress: 100, attempts: 2 });
    expect(done.size).toBeGreaterThan(0);
    expect(await taxStatusOf(handle, scenario.company.id)).toBe('DONE');
  }, 60_000);
});
