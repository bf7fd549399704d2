import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../test/fake-clock';
import { msUntilNextRun, startDailyJob, type Timers } from './daily-job';

function fakeTimers() {
  const pending: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      const timer = { callback, ms, cleared: false };
      pending.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
  };
  return { timers, pending };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const log = { info: () => {}, error: () => {} };

describe('daily job', () => {
  it('waits until a minute past the next UTC midnight', () => {
    expect(msUntilNextRun(new Date('2026-03-01T23:00:00Z'))).toBe(61 * 60_000);
    expect(msUntilNextRun(new Date('2026-03-01T00:00:30Z'))).toBe(24 * 3600_000 + 30_000);
    expect(msUntilNextRun(new Date('2026-12-31T12:00:00Z'))).toBe(12 * 3600_000 + 60_000);
  });

  it('runs at start and then once a day, going on after a failure, until stopped', async () => {
    const fake = createFakeClock(new Date('2026-03-01T18:00:00Z'));
    const { timers, pending } = fakeTimers();
    const runs: string[] = [];
    const job = startDailyJob({
      name: 'test',
      clock: fake.clock,
      timers,
      log,
      task: async () => {
        runs.push(fake.clock().toISOString());
        if (runs.length === 2) throw new Error('database away');
      },
    });
    await settle();
    expect(runs).toEqual(['2026-03-01T18:00:00.000Z']);
    expect(pending.map((timer) => timer.ms)).toEqual([6 * 3600_000 + 60_000]);

    fake.advance(pending[0]!.ms);
    pending[0]!.callback();
    await settle();
    expect(runs).toHaveLength(2);
    expect(pending[1]!.ms).toBe(24 * 3600_000);

    fake.advance(pending[1]!.ms);
    pending[1]!.callback();
    await settle();
    expect(runs).toEqual(['2026-03-01T18:00:00.000Z', '2026-03-02T00:01:00.000Z', '2026-03-03T00:01:00.000Z']);

    await job.stop();
    expect(pending[2]!.cleared).toBe(true);
  });
});
