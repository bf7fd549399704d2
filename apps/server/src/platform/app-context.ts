import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStorage } from './files/file-storage';
import type { Mailer } from './mailer';
import type { BackgroundTasks } from './background-tasks';
import type { Clock } from './clock';
import type { JobQueue } from './jobs/job-queue';

/** Where services log; the app's pino logger, or the console in scripts. */
export interface Logger {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * What a use case may need besides the actor and its input; built once by `buildApp`. Every
 * service takes `(deps, actor, input)`; the time comes from `deps.clock()`, never `new Date()`.
 */
export interface ServiceDeps {
  db: Database;
  config: Config;
  clock: Clock;
  /** Receipts and export files. */
  storage: FileStorage;
  mailer: Mailer;
  /** Background jobs (exports); null in an app built without a queue. */
  queue: JobQueue | null;
  logger: Logger;
  /** Work that must not delay an answer. */
  background: BackgroundTasks;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one door to the app's dependencies, for route plugins and tests. */
    deps: ServiceDeps;
  }
}
