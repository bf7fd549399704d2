import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, dumpPglite } from '../src/db/client';
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
 * Migrates one embedded database and dumps its data folder: each test file loads the dump, which
 * takes well under a second, where initialising and migrating a cluster of its own takes seconds.
 */
async function pgliteTemplate(): Promise<{ templateFile: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-test-template-'));
  const handle = await createDb({ url: 'memory://' });
  try {
    await handle.migrate();
    const templateFile = path.join(dir, 'migrated.tar');
    writeFileSync(templateFile, Buffer.from(await (await dumpPglite(handle)).arrayBuffer()));
    return { templateFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await handle.close();
  }
}

/**
 * TEST_DATABASE_URL (memory:// for PGlite), else a PostgreSQL server on 127.0.0.1:5432, else PGlite. Either way the
 * run migrates one template (a database on the server, a dumped data folder for PGlite) that every test file clones;
 * everything is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const configured = process.env.TEST_DATABASE_URL;
  const serverUrl = configured ?? ((await reachable(LOCAL_SERVER)) ? LOCAL_SERVER : undefined);
  // TEST_DATABASE_URL=memory:// runs on PGlite even where a server is reachable.
  if (!serverUrl || serverUrl === 'memory://') {
    const { templateFile, remove } = await pgliteTemplate();
    project.provide('testDatabase', { kind: 'pglite', templateFile } satisfies TestDatabaseTarget);
    return remove;
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
    await admin.end();
    // About 150 databases, four at a time: a drop mostly waits on the server's files (75 ms each on
    // a quiet machine, 1.3 s on a busy one, one after another; twice as fast four at a time).
    const dropping = new pg.Pool({ connectionString: serverUrl, max: 4 });
    const names = rows.map((row) => row.datname);
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let name = names.pop(); name !== undefined; name = names.pop()) {
          await dropping.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        }
      }),
    );
    await dropping.end();
  };
}
