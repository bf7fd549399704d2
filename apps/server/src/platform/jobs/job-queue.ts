import { fromPglite, PgBoss } from 'pg-boss';
import type { JobBackend } from '../../db/client';

/** One kind of background job: its queue name, how it is retried, and the work it does. */
export interface JobDefinition<T extends object> {
  name: string;
  /**
   * A running job refreshes its heartbeat; one whose process stopped (crash, deploy, kill) misses
   * it and is run again by any process after this many seconds (at least 10).
   */
  heartbeatSeconds: number;
  /** Runs after a stopped process; a job that fails on its own settles its state instead of throwing. */
  retryLimit: number;
  /** Jobs of this kind run at the same time in one process (1 unless given). */
  concurrency?: number;
  /**
   * pg-boss's queue policy, fixed when the queue is created: `exclusive` keeps one job per
   * singleton key waiting or running (standard unless given).
   */
  policy?: 'standard' | 'exclusive';
  handler: (data: T, job: { id: string; signal: AbortSignal }) => Promise<void>;
}

/** A minute after midnight UTC, so that a clock a little behind still lands on the new day. */
export const AFTER_MIDNIGHT_UTC = '1 0 * * *';

/**
 * A periodic job: a pg-boss schedule in the database, so that however many processes run, each
 * occurrence becomes one job that one of them runs (docs/adr/0023).
 */
export interface ScheduledJobDefinition {
  /** The queue's and the schedule's name. */
  name: string;
  /** When it runs: a cron expression in UTC. */
  cron: string;
  /** See `JobDefinition.heartbeatSeconds`. */
  heartbeatSeconds: number;
  /** What the run did, for the log. */
  run: (job: { id: string; signal: AbortSignal }) => Promise<unknown>;
}

export interface JobQueue {
  /** Adds a worker; call before `start`. */
  register<T extends object>(definition: JobDefinition<T>): void;
  /** Adds a periodic job; call before `start`. */
  schedule(definition: ScheduledJobDefinition): void;
  /** Installs the queue's tables on first use, creates the queues and starts the workers. */
  start(): Promise<void>;
  /**
   * With an `id`, sending the same job twice adds it once (null the second time); with a
   * `singletonKey` on an exclusive queue, a job whose key waits or runs already is not added (null).
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  stop(): Promise<void>;
}

export interface SendOptions {
  id?: string;
  singletonKey?: string;
}

export interface JobQueueOptions {
  log: {
    info: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
  /** How often each process looks for jobs whose heartbeat stopped (supervise and monitor passes). */
  superviseIntervalSeconds?: number;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number;
  /** Overrides every job's heartbeat (tests wait for the shortest pg-boss allows, 10 s). */
  heartbeatSeconds?: number;
  /**
   * Whether this process takes part in the schedules (true unless given). Apps of tests that are
   * not about periodic jobs leave it off, so no nightly job runs in the middle of a test.
   */
  scheduling?: boolean;
  /** How long a stop waits for running jobs (10 s unless given); what does not finish runs again later. */
  stopTimeoutMs?: number;
  /** How often the schedules are looked at (pg-boss's cron pass; 30 s unless given). */
  cronIntervalSeconds?: number;
}

/** How pg-boss reaches the database: its own small pool on a server, the one connection embedded. */
export function pgBossConnection(backend: JobBackend) {
  return backend.kind === 'pglite'
    ? { db: fromPglite(backend.client), backend: 'pglite' as const }
    : { connectionString: backend.url, max: 3 };
}

/**
 * The job queue: pg-boss in the application's own database. On PostgreSQL it opens a small pool
 * of its own and processes share work through SKIP LOCKED; on the embedded PGlite it runs on the
 * one in-process connection through pg-boss's PGlite adapter (docs/adr/0013).
 */
export function createJobQueue(backend: JobBackend, options: JobQueueOptions): JobQueue {
  const definitions: JobDefinition<object>[] = [];
  const schedules: ScheduledJobDefinition[] = [];
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  const scheduling = options.scheduling ?? true;
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;

  const open = async (): Promise<PgBoss> => {
    const instance = new PgBoss({
      ...pgBossConnection(backend),
      // A job whose process stopped is found by the monitor pass of a queue, so both run this often.
      superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
      monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
      // Every process looks at the schedules; a claim in the database lets one pass run per
      // interval, and each occurrence is filed under a singleton key, so it becomes one job.
      schedule: scheduling,
      ...(options.cronIntervalSeconds && {
        cronMonitorIntervalSeconds: options.cronIntervalSeconds,
        cronWorkerIntervalSeconds: options.cronIntervalSeconds,
      }),
    });
    instance.on('error', (error: unknown) => options.log.error({ err: error }, 'job queue error'));
    instance.on('warning', (warning: unknown) => options.log.warn({ warning }, 'job queue warning'));
    await instance.start();
    for (const definition of [...definitions, ...schedules.map(asJobDefinition(options.log))]) {
      await instance.createQueue(definition.name, {
        heartbeatSeconds: options.heartbeatSeconds ?? definition.heartbeatSeconds,
        retryLimit: definition.retryLimit,
        retryDelay: 0,
        // A job is never meant to run this long; one that does has hung and is run again.
        expireInSeconds: 30 * 60,
        ...(definition.policy && { policy: definition.policy }),
      });
      await instance.work<object>(
        definition.name,
        { pollingIntervalSeconds, batchSize: 1, localConcurrency: definition.concurrency ?? 1 },
        async ([job]) => {
          if (job) await definition.handler(job.data, { id: job.id, signal: job.signal });
        },
      );
    }
    if (scheduling) await writeSchedules(instance, schedules);
    boss = instance;
    return instance;
  };

  const ensureStarted = () => {
    starting ??= open();
    return starting;
  };

  return {
    register(definition) {
      if (starting) throw new Error(`Job ${definition.name} registered after the queue started`);
      definitions.push(definition as unknown as JobDefinition<object>);
    },
    schedule(definition) {
      if (starting) throw new Error(`Job ${definition.name} scheduled after the queue started`);
      schedules.push(definition);
    },
    async start() {
      await ensureStarted();
    },
    async send(name, data, sendOptions = {}) {
      const instance = await ensureStarted();
      const id = await instance.send(name, data, {
        ...(sendOptions.id && { id: sendOptions.id }),
        ...(sendOptions.singletonKey && { singletonKey: sendOptions.singletonKey }),
      });
      if (!id && !sendOptions.id && !sendOptions.singletonKey)
        throw new Error(`The job queue refused a job of ${name}`);
      return id;
    },
    async stop() {
      if (!starting) return;
      await starting.catch(() => undefined);
      // Graceful: running jobs may finish; what does not finish in time is run again after restart.
      await boss?.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000, close: true });
      boss = null;
      starting = null;
    },
  };
}

/**
 * A periodic job's queue: exclusive, so a run still going when the next occurrence comes is not
 * joined by a second one; retried once, for a run whose process stopped half-way.
 */
function asJobDefinition(log: JobQueueOptions['log']) {
  return (definition: ScheduledJobDefinition): JobDefinition<object> => ({
    name: definition.name,
    heartbeatSeconds: definition.heartbeatSeconds,
    retryLimit: 1,
    policy: 'exclusive',
    handler: async (_data, job) => {
      const result = await definition.run(job);
      log.info({ job: definition.name, result }, 'scheduled job done');
    },
  });
}

/**
 * Writes this build's schedules (an upsert: every process writes the same) and removes the ones
 * of jobs that no longer exist. An occurrence missed while no process ran is run once when the
 * next one starts (pg-boss's `missed: 'once'`), as the nightly jobs ran at start before.
 */
async function writeSchedules(boss: PgBoss, schedules: readonly ScheduledJobDefinition[]) {
  for (const { name, cron } of schedules) {
    await boss.schedule(name, cron, null, { tz: 'UTC', missed: 'once' });
  }
  const names = new Set(schedules.map((definition) => definition.name));
  for (const stored of await boss.getSchedules()) {
    if (!names.has(stored.name)) await boss.unschedule(stored.name, stored.key);
  }
}
