import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentPeriod, firstDayOfPeriod } from '@mobilo/contract';
import { downloads } from '../../db/schema/downloads';
import { expenseFiles } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import { buildCompany, buildUser } from '../../../test/factories';
import { buildExpenseRow } from '../../../test/expense-factories';
import { useTestApp } from '../../../test/test-app';
import { exportKey, receiptKey } from '../../platform/files/storage-keys';
import { createPeriodsForCompany } from '../periods/periods.service';
import { ORPHAN_AGE_MS, sweepOrphanFiles } from './file-sweep.service';

const t = useTestApp();
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

describe('the sweep of files without a row', () => {
  const keys = {} as Record<'kept' | 'keptExport' | 'orphan' | 'orphanExport' | 'young' | 'foreign', string>;
  const temp = {} as Record<'stale' | 'running', string>;
  const root = () => (t.config.fileStorage.kind === 'local' ? t.config.fileStorage.dir : '');

  /** Stores bytes under a key as an upload would, written `hours` ago. */
  const store = async (key: string, hours: number) => {
    const source = path.join(t.app.deps.storage.tempDir, `${key.replaceAll('/', '_')}.part`);
    writeFileSync(source, `bytes of ${key}`);
    await t.app.deps.storage.put(key, source, 'application/pdf');
    utimesSync(path.join(root(), key), hoursAgo(hours), hoursAgo(hours));
  };

  beforeAll(async () => {
    const company = await buildCompany(t.db);
    await createPeriodsForCompany(t.db, company.id);
    const user = await buildUser(t.db, { companyId: company.id });
    const expense = await buildExpenseRow(t.db, {
      companyId: company.id,
      userId: user.id,
      date: firstDayOfPeriod(currentPeriod()),
    });
    const [file] = await t.db.select().from(expenseFiles).where(eq(expenseFiles.expenseId, expense.id));
    const [period] = await t.db.select().from(periods).where(eq(periods.companyId, company.id)).limit(1);
    const [download] = await t.db
      .insert(downloads)
      .values({
        companyId: company.id,
        periodId: period!.id,
        periodString: period!.periodString,
        platform: 'excel',
        fileName: 'export.xlsx',
      })
      .returning();
    keys.kept = file!.storageKey;
    keys.keptExport = exportKey(company.id, download!.id);
    await t.db.update(downloads).set({ storageKey: keys.keptExport }).where(eq(downloads.id, download!.id));
    keys.orphan = receiptKey(company.id, expense.id);
    keys.orphanExport = exportKey(company.id, crypto.randomUUID());
    keys.young = receiptKey(company.id, expense.id);
    keys.foreign = 'backups/readme';
    for (const key of [keys.kept, keys.keptExport, keys.orphan, keys.orphanExport, keys.foreign]) await store(key, 3);
    await store(keys.young, 0);

    temp.stale = path.join(t.app.deps.storage.tempDir, 'cut-off.part');
    temp.running = path.join(t.app.deps.storage.tempDir, 'running.part');
    writeFileSync(temp.stale, 'half an upload');
    utimesSync(temp.stale, hoursAgo(2), hoursAgo(2));
    writeFileSync(temp.running, 'an upload on its way');
  });

  it('removes old files of ours that no row points at and cut-off uploads, nothing else', async () => {
    const result = await sweepOrphanFiles(t.app.deps);

    expect(result).toEqual({ orphans: 2, temporary: 1 });
    const present = (key: string) => existsSync(path.join(root(), key));
    expect(present(keys.kept)).toBe(true);
    expect(present(keys.keptExport)).toBe(true);
    expect(present(keys.orphan)).toBe(false);
    expect(present(keys.orphanExport)).toBe(false);
    // Younger than an hour: its upload may still be about to commit the row.
    expect(present(keys.young)).toBe(true);
    // Not a key this product writes.
    expect(present(keys.foreign)).toBe(true);
    expect(existsSync(temp.stale)).toBe(false);
    expect(existsSync(temp.running)).toBe(true);
  });

  it('takes a young file once it has waited out the grace period', async () => {
    const later = { ...t.app.deps, clock: () => new Date(Date.now() + ORPHAN_AGE_MS + 60_000) };
    const result = await sweepOrphanFiles(later);
    expect(result.orphans).toBe(1);
    expect(existsSync(path.join(root(), keys.young))).toBe(false);
    expect(existsSync(path.join(root(), keys.kept))).toBe(true);
  });
});
