import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client';
import { databaseUrl, type TestDatabaseTarget } from './test-database-target';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * TEST_DATABASE_URL (memory:// for PGlite), else a PostgreSQL server on 127.0.0.1:5432, else PGlite. On a server the run
 * migrates one template database; every test file clones it and everything is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const configured = process.env.TEST_DATABASE_URL;
  const serverUrl = configured ?? ((await reachable(LOCAL_SERVER)) ? LOCAL_SERVER : undefined);
  // TEST_DATABASE_URL=memory:// runs on PGlite even where a server is reachable.
  if (!serverUrl || serverUrl === 'memory://') {
    project.provide('testDatabase', { kind: 'pglite' } satisfies TestDatabaseTarget);
    return;
  }
  const runPrefix = `mobilo_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const templateName = `${runPrefix}_template`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${templateName}"`);
  const template = await createDb({ url: databaseUrl(serverUrl, templateName) });
  await template.migrate();
  await template.close();
  project.provide('testDatabase', { kind: 'postgres', serverUrl, templateName, runPrefix });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${runPrefix}%`,
    ]);
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await admin.end();
  };
}
