import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createDb } from './client';
import { databaseUrl } from '../../test/test-database-target';

const target = inject('testDatabase');

describe('createDb', () => {
  // A fresh embedded database (its initdb and every migration, no template): about 5 s alone, and
  // over a minute on a slow 2-core machine beside the journeys, where PGlite's WebAssembly gets
  // little of the processor.
  it('migrates an embedded in-memory database, and a second run changes nothing', { timeout: 240_000 }, async () => {
    const handle = await createDb({ url: 'memory://' });
    try {
      await handle.migrate();
      await handle.migrate();
      const roles = await handle.executeSql('select name from roles order by name');
      expect(roles.rows.map((r) => (r as { name: string }).name)).toEqual([
        'ACCOUNTANT',
        'ADMIN',
        'ADMIN_LIGHT',
        'CARD_ADMIN',
        'EXPENSE_CHECKER',
        'GOD',
        'USER',
      ]);
      expect((await handle.executeSql('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
      expect((await handle.executeSql('select 1 as a; select 2 as b')).rows).toEqual([{ b: 2 }]);
    } finally {
      await handle.close();
    }
  });

  it.runIf(target.kind === 'postgres')('lets two processes start at once without racing', async () => {
    if (target.kind !== 'postgres') return;
    const name = `${target.runPrefix}_race_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: target.serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const first = await createDb({ url: databaseUrl(target.serverUrl, name) });
    const second = await createDb({ url: databaseUrl(target.serverUrl, name) });
    try {
      await Promise.all([first.migrate(), second.migrate()]);
      const applied = await first.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
      const roles = await first.executeSql('select count(*)::int as n from roles');
      expect(roles.rows).toEqual([{ n: 7 }]);
      expect((applied.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(2);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
