import type { Clock } from './clock';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A minute after midnight, so that a clock a little behind still lands on the new day. */
const AFTER_MIDNIGHT_MS = 60 * 1000;

/** Milliseconds from `now` until one minute past the next UTC midnight. */
export function msUntilNextRun(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  return midnight + AFTER_MIDNIGHT_MS - now.getTime();
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const nodeTimers: Timers = {
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface DailyJob {
  /** Resolves when the run in progress (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `task` at once and then shortly after every UTC midnight by `clock`. A failure is logged
 * and the next day's run goes ahead; runs never overlap in one process. The task itself must be
 * safe when several processes run it (the scheduled user changes lock their rows).
 */
export function startDailyJob(options: {
  name: string;
  clock: Clock;
  task: () => Promise<unknown>;
  log: { info: (details: object, message: string) => void; error: (details: object, message: string) => void };
  timers?: Timers;
}): DailyJob {
  const timers = options.timers ?? nodeTimers;
  let handle: unknown = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const run = () => {
    running = options
      .task()
      .then((result) => options.log.info({ job: options.name, result }, 'daily job done'))
      .catch((error: unknown) => options.log.error({ err: error, job: options.name }, 'daily job failed'))
      .finally(() => {
        if (!stopped) handle = timers.setTimeout(run, msUntilNextRun(options.clock()));
      });
  };
  run();
  return {
    async stop() {
      stopped = true;
      if (handle !== null) timers.clearTimeout(handle);
      await running;
    },
  };
}
