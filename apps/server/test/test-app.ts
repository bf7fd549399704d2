import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database, DbHandle } from '../src/db/client';
import { SessionCache } from '../src/modules/auth/session-cache';
import { createTestDatabase } from './test-database';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ STAGE: 'local', DATA_DIR: path.join(import.meta.dirname, '.unused-data') }),
    webDist: path.join(import.meta.dirname, 'no-web-build'),
    fileStorage: { kind: 'local', dir: mkdtempSync(path.join(os.tmpdir(), 'mobilo-test-files-')) },
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  handle: DbHandle;
  config: Config;
  /** The sessions the app keeps (as `main.ts` builds it), unless the file asked for none. */
  sessionCache: SessionCache | null;
  /** The statements the app sends while `task` runs (BEGIN and COMMIT of transactions not included). */
  queriesOf(task: () => Promise<unknown>): Promise<string[]>;
}

/** Records the statements a database handle sends (its `onQuery`) while a task runs. */
export function queryRecorder(): Pick<TestContext, 'queriesOf'> & { onQuery: (query: string) => void } {
  let recording: string[] | null = null;
  return {
    onQuery: (query) => recording?.push(query),
    queriesOf: async (task) => {
      const queries: string[] = [];
      recording = queries;
      try {
        await task();
      } finally {
        recording = null;
      }
      return queries;
    },
  };
}

/** One app on one fresh database per test file, closed after the file. */
export function useTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'clock' | 'mailer' | 'jobOptions' | 'fileStorage' | 'lifecycle'> & {
    withJobs?: boolean;
    /** Read every session from the database, as an app without a session cache does. */
    withoutSessionCache?: boolean;
  } = {},
): TestContext {
  const context = {} as TestContext;
  const recorder = queryRecorder();
  context.queriesOf = recorder.queriesOf;
  beforeAll(async () => {
    context.handle = await createTestDatabase(recorder.onQuery);
    context.db = context.handle.db;
    context.config = testConfig(overrides);
    const { withJobs, withoutSessionCache, ...appOptions } = options;
    context.sessionCache = withoutSessionCache ? null : new SessionCache(context.handle.notifications);
    context.app = await buildApp({
      config: context.config,
      db: context.db,
      logger: false,
      // The job queue installs its tables on start; only tests of jobs pay for it.
      ...(withJobs && { jobBackend: context.handle.jobBackend }),
      ...(context.sessionCache && { sessionCache: context.sessionCache }),
      ...appOptions,
      // No nightly job starts in the middle of a test; tests of a periodic job run it themselves.
      jobOptions: { scheduling: false, ...appOptions.jobOptions },
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.handle?.close();
    if (context.config?.fileStorage.kind === 'local')
      rmSync(context.config.fileStorage.dir, { recursive: true, force: true });
  });
  return context;
}
