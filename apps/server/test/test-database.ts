import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../src/db/client';
import { databaseUrl } from './test-database-target';

/** A fresh, migrated database for one test file: a clone of the run's template, or in-memory PGlite. */
export async function createTestDatabase(onQuery?: (query: string) => void): Promise<DbHandle> {
  const target = inject('testDatabase');
  const logging = onQuery ? { onQuery } : {};
  if (target.kind === 'pglite') {
    const handle = await createDb({ url: 'memory://', ...logging });
    await handle.migrate();
    return handle;
  }
  const name = `${target.runPrefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${target.templateName}"`);
  } finally {
    await admin.end();
  }
  return createDb({ url: databaseUrl(target.serverUrl, name), ...logging });
}
