import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrationsFolder, type DbHandle } from './client';
import { keepAsTemplate, templateMatches } from './embedded-template';

// Each embedded data folder made here is initialised once (PGlite's initdb): seconds on a quiet
// machine, far more on a busy one.
const SLOW = 300_000;

const work = mkdtempSync(path.join(os.tmpdir(), 'mobilo-embedded-template-'));
const templateDir = path.join(work, 'template');
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function count(handle: DbHandle, sql: string): Promise<number> {
  return ((await handle.executeSql(sql)).rows[0] as { n: number }).n;
}

beforeAll(async () => {
  const made = await createDb({ dataDir: path.join(work, 'made'), templateDir: path.join(work, 'none') });
  try {
    expect(made.createdFolder).toBe('initdb');
    await made.migrate();
  } finally {
    await made.close();
  }
  await keepAsTemplate(path.join(work, 'made', 'db'), templateDir, migrationsFolder);
}, SLOW);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a fresh embedded database from the migrated template', () => {
  it(
    'is a copy of it, with every migration applied and nothing left to migrate',
    async () => {
      const handle = await createDb({ dataDir: path.join(work, 'fresh'), templateDir });
      try {
        expect(handle.createdFolder).toBe('template');
        const applied = 'select count(*)::int as n from drizzle.__drizzle_migrations';
        expect(await count(handle, applied)).toBe(journal.entries.length);
        await handle.migrate();
        expect(await count(handle, applied)).toBe(journal.entries.length);
        expect(await count(handle, 'select count(*)::int as n from roles')).toBe(7);
      } finally {
        await handle.close();
      }
      const reopened = await createDb({ dataDir: path.join(work, 'fresh'), templateDir });
      expect(reopened.createdFolder).toBeNull();
      await reopened.close();
    },
    SLOW,
  );

  it(
    'is not used when it was made from other migrations: the folder is initialised and migrated',
    async () => {
      const otherMigrations = path.join(work, 'other-migrations');
      cpSync(migrationsFolder, otherMigrations, { recursive: true });
      expect(templateMatches(templateDir, otherMigrations)).toBe(true);
      writeFileSync(path.join(otherMigrations, '9999_later.sql'), 'CREATE TABLE later (id int);');
      expect(templateMatches(templateDir, otherMigrations)).toBe(false);

      const stale = path.join(work, 'stale-template');
      cpSync(templateDir, stale, { recursive: true });
      writeFileSync(`${stale}.json`, JSON.stringify({ fingerprint: 'made from other migrations' }));
      expect(templateMatches(stale, migrationsFolder)).toBe(false);
      const handle = await createDb({ dataDir: path.join(work, 'from-stale'), templateDir: stale });
      try {
        expect(handle.createdFolder).toBe('initdb');
        await handle.migrate();
        expect(await count(handle, 'select count(*)::int as n from roles')).toBe(7);
      } finally {
        await handle.close();
      }
    },
    SLOW,
  );

  it(
    'gives its memory back by reopening, with the statements sent meanwhile run on the reopened database',
    async () => {
      const handle = await createDb({ dataDir: path.join(work, 'reopened'), templateDir });
      try {
        let started!: () => void;
        const transactionStarted = new Promise<void>((resolve) => (started = resolve));
        let finish!: () => void;
        const transactionHolds = new Promise<void>((resolve) => (finish = resolve));
        const transaction = handle.db.transaction(async (tx) => {
          await tx.execute(sql`create table written_before (n int)`);
          await tx.execute(sql`insert into written_before values (1), (2)`);
          started();
          await transactionHolds;
        });
        await transactionStarted;
        const reopening = handle.releaseMemory();
        const meanwhile = handle.executeSql('select count(*)::int as n from written_before');
        finish();
        await Promise.all([transaction, reopening]);
        expect((await meanwhile).rows).toEqual([{ n: 2 }]);
      } finally {
        await handle.close();
      }
    },
    SLOW,
  );
});
