import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../src/db/client';
import { databaseUrl } from './test-database-target';

/** The migrated data folder, read once per worker: the files of a worker share this module. */
let pgliteTemplate: Promise<Blob> | undefined;

/** A fresh, migrated database for one test file: a clone of the run's template, in-memory for PGlite. */
export async function createTestDatabase(onQuery?: (query: string) => void): Promise<DbHandle> {
  const target = inject('testDatabase');
  const logging = onQuery ? { onQuery } : {};
  if (target.kind === 'pglite') {
    pgliteTemplate ??= readFile(target.templateFile).then((bytes) => new Blob([bytes]));
    return createDb({ url: 'memory://', template: await pgliteTemplate, ...logging });
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
