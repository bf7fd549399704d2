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
  handler: (data: T, job: { id: string; signal: AbortSignal }) => Promise<void>;
}

export interface JobQueue {
  /** Adds a worker; call before `start`. */
  register<T extends object>(definition: JobDefinition<T>): void;
  /** Installs the queue's tables on first use, creates the queues and starts the workers. */
  start(): Promise<void>;
  /** With an `id`, sending the same job twice adds it once (null the second time). */
  send<T extends object>(name: string, data: T, options?: { id?: string }): Promise<string | null>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  log: { error: (details: object, message: string) => void; warn: (details: object, message: string) => void };
  /** How often each process looks for jobs whose heartbeat stopped (supervise and monitor passes). */
  superviseIntervalSeconds?: number;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number;
  /** Overrides every job's heartbeat (tests wait for the shortest pg-boss allows, 10 s). */
  heartbeatSeconds?: number;
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
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;

  const open = async (): Promise<PgBoss> => {
    const instance = new PgBoss({
      ...pgBossConnection(backend),
      // A job whose process stopped is found by the monitor pass of a queue, so both run this often.
      superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
      monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
      schedule: false,
    });
    instance.on('error', (error: unknown) => options.log.error({ err: error }, 'job queue error'));
    instance.on('warning', (warning: unknown) => options.log.warn({ warning }, 'job queue warning'));
    await instance.start();
    for (const definition of definitions) {
      await instance.createQueue(definition.name, {
        heartbeatSeconds: options.heartbeatSeconds ?? definition.heartbeatSeconds,
        retryLimit: definition.retryLimit,
        retryDelay: 0,
        // A job is never meant to run this long; one that does has hung and is run again.
        expireInSeconds: 30 * 60,
      });
      await instance.work<object>(
        definition.name,
        { pollingIntervalSeconds, batchSize: 1, localConcurrency: definition.concurrency ?? 1 },
        async ([job]) => {
          if (job) await definition.handler(job.data, { id: job.id, signal: job.signal });
        },
      );
    }
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
    async start() {
      await ensureStarted();
    },
    async send(name, data, sendOptions = {}) {
      const instance = await ensureStarted();
      const id = await instance.send(name, data, sendOptions.id ? { id: sendOptions.id } : {});
      if (!id && !sendOptions.id) throw new Error(`The job queue refused a job of ${name}`);
      return id;
    },
    async stop() {
      if (!starting) return;
      await starting.catch(() => undefined);
      // Graceful: running jobs may finish; what does not finish in time is run again after restart.
      await boss?.stop({ graceful: true, timeout: 10_000, close: true });
      boss = null;
      starting = null;
    },
  };
}
