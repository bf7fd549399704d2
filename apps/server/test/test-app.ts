import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database, DbHandle } from '../src/db/client';
import { createTestDatabase } from './test-database';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ STAGE: 'local', DATA_DIR: path.join(import.meta.dirname, '.unused-data') }),
    webDist: path.join(import.meta.dirname, 'no-web-build'),
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  handle: DbHandle;
}

/** One app on one fresh database per test file, closed after the file. */
export function useTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'clock' | 'mailer'> = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.handle = await createTestDatabase();
    context.db = context.handle.db;
    context.app = await buildApp({ config: testConfig(overrides), db: context.db, logger: false, ...options });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.handle?.close();
  });
  return context;
}
