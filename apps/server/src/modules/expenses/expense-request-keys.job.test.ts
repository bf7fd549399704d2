import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expenseRequestKeys } from '../../db/schema/expense-request-keys';
import { buildCompany, buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { expenseRequestKeysJob, forgetOldRequestKeys, REQUEST_KEY_DAYS } from './expense-request-keys.job';

const t = useTestApp();
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('the sweep of old idempotency keys', () => {
  let userId: string;

  beforeAll(async () => {
    const company = await buildCompany(t.db);
    userId = (await buildUser(t.db, { companyId: company.id })).id;
    const key = (name: string, days: number) => ({
      companyId: company.id,
      userId,
      key: `${name}-key-0123456789`,
      operation: 'create' as const,
      fingerprint: 'f',
      answer: { id: name },
      createdAt: daysAgo(days),
    });
    await t.db
      .insert(expenseRequestKeys)
      .values([key('old', REQUEST_KEY_DAYS + 1), key('week', REQUEST_KEY_DAYS - 0.5), key('fresh', 0)]);
  });

  it('deletes the keys older than a week and keeps the younger ones', async () => {
    expect(REQUEST_KEY_DAYS).toBe(7);
    expect(await forgetOldRequestKeys(t.app.deps)).toBe(1);
    const kept = await t.db
      .select({ key: expenseRequestKeys.key })
      .from(expenseRequestKeys)
      .where(eq(expenseRequestKeys.userId, userId));
    expect(kept.map((row) => row.key).sort()).toEqual(['fresh-key-0123456789', 'week-key-0123456789']);
  });

  it('is a daily schedule that reports what it deleted', async () => {
    const job = expenseRequestKeysJob(t.app.deps);
    expect(job.cron).toBe('1 0 * * *');
    expect(await job.run({ id: 'run', signal: new AbortController().signal })).toEqual({ deleted: 0 });
  });
});
