import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStorage } from './files/file-storage';
import type { Mailer } from '../modules/mail/mail.service';
import type { BackgroundTasks } from './background-tasks';
import type { Clock } from './clock';
import type { JobQueue } from './jobs/job-queue';

/** What a use case may need besides its input; built once by `buildApp`. */
export interface ServiceDeps {
  db: Database;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  background: BackgroundTasks;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    clock: Clock;
    deps: ServiceDeps;
    fileStorage: FileStorage;
    /** Background jobs (exports); null in an app built without a queue. */
    jobs: JobQueue | null;
  }
}
