import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { createTestDatabase } from '../../../test/test-database';
import { createJobQueue, type JobQueue, pgBossConnection } from './job-queue';

const log = { info: () => {}, warn: () => {}, error: () => {} };
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** pg-boss's view of the database, as another process would have it (schedules are not run). */
async function inspect<T>(read: (boss: PgBoss) => Promise<T>): Promise<T> {
  const boss = new PgBoss({ ...pgBossConnection(handle.jobBackend), schedule: false, supervise: false });
  await boss.start();
  try {
    return await read(boss);
  } finally {
    await boss.stop({ graceful: false, close: handle.kind === 'postgres' });
  }
}

describe('the job queue', () => {
  let queue: JobQueue;
  const runs: string[] = [];

  beforeAll(async () => {
    // A job of an older build, whose schedule must go.
    await inspect(async (boss) => {
      await boss.createQueue('retired-job');
      await boss.schedule('retired-job', '0 3 * * *', null, { tz: 'UTC' });
    });
    queue = createJobQueue(handle.jobBackend, { log, cronIntervalSeconds: 45 });
    queue.schedule({ name: 'nightly-thing', cron: '1 0 * * *', heartbeatSeconds: 30, run: async () => runs.push('x') });
    queue.register({
      name: 'per-file',
      heartbeatSeconds: 30,
      retryLimit: 0,
      policy: 'exclusive',
      handler: async () => {},
    });
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop();
  });

  it('writes each periodic job as a schedule in UTC and removes the schedules of jobs that are gone', async () => {
    const schedules = await inspect((boss) => boss.getSchedules());
    expect(schedules.map(({ name, cron, timezone }) => ({ name, cron, timezone }))).toEqual([
      { name: 'nightly-thing', cron: '1 0 * * *', timezone: 'UTC' },
    ]);
    expect(schedules[0]!.options).toMatchObject({ missed: 'once' });
  });

  it('runs a job of a schedule like any other job', async () => {
    await inspect((boss) => boss.send('nightly-thing', {}));
    await expect.poll(() => runs.length, { timeout: 15_000 }).toBe(1);
  });

  it('keeps one job per singleton key waiting on an exclusive queue', async () => {
    await queue.stop();
    // No worker runs the queue's jobs now: the first one stays waiting.
    queue = createJobQueue(handle.jobBackend, { log, scheduling: false });
    const first = await inspect((boss) => boss.send('per-file', {}, { singletonKey: 'file-1' }));
    expect(first).toEqual(expect.any(String));
    expect(await queue.send('per-file', {}, { singletonKey: 'file-1' })).toBeNull();
    expect(await queue.send('per-file', {}, { singletonKey: 'file-2' })).toEqual(expect.any(String));
  });
});
