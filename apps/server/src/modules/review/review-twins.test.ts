import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateLargeCompany } from '../../demo/large-company';
import { plainRows } from '../../db/plain-rows';
import { useTestApp } from '../../../test/test-app';
import { listReceiptTwinsOutsidePeriod } from './review.repository';

const t = useTestApp();

/**
 * The same receipt file handed in by every employee in every month: the partners of the month's
 * expenses in other months are found once per user and file, not once per copy.
 */
describe('receipt twins in other periods', () => {
  let companyId: string;
  let periodId: string;

  beforeAll(async () => {
    const company = await generateLargeCompany(t.db, {
      employees: 12,
      expensesPerEmployee: 6,
      months: 3,
      password: 'Twins!2026',
    });
    companyId = company.companyId;
    const [period] = await plainRows<{ id: string }>(
      t.db,
      sql`select id from periods where company_id = ${companyId} and period_string = ${company.month}`,
    );
    periodId = period!.id;
    await t.db.execute(sql`update expense_files set sha256 = 'same-file' where company_id = ${companyId}`);
  }, 60_000);

  /** Every (user, hash) pair of the period with a billed partner elsewhere, found the plain way. */
  async function pairsWithPartner(userIds?: readonly string[]) {
    const rows = await plainRows<{ userId: string; sha256: string }>(
      t.db,
      sql`select distinct e.user_id as "userId", f.sha256 as "sha256"
          from expense_files f join expenses e on e.id = f.expense_id
          where e.company_id = ${companyId} and e.period_id = ${periodId} and e.status in ('SUBMITTED', 'INVOICED')
            and exists (select 1 from expense_files f2 join expenses e2 on e2.id = f2.expense_id
              where e2.company_id = ${companyId} and e2.user_id = e.user_id and e2.period_id <> ${periodId}
                and e2.status in ('SUBMITTED', 'INVOICED') and f2.sha256 = f.sha256)`,
    );
    return rows
      .filter((row) => !userIds || userIds.includes(row.userId))
      .map((row) => `${row.userId}|${row.sha256}`)
      .sort();
  }

  it('finds one billed partner in another period per user and file', async () => {
    const twins = await listReceiptTwinsOutsidePeriod(t.db, companyId, periodId);
    const expected = await pairsWithPartner();
    expect(expected.length).toBeGreaterThan(1);
    expect(twins.map((twin) => `${twin.userId}|${twin.sha256}`).sort()).toEqual(expected);
    const partners = await plainRows<{ id: string; userId: string; periodId: string; status: string }>(
      t.db,
      sql`select id, user_id as "userId", period_id as "periodId", status from expenses
          where id = any(${`{${twins.map((twin) => twin.id).join(',')}}`}::uuid[])`,
    );
    expect(partners).toHaveLength(twins.length);
    for (const partner of partners) {
      expect(partner.periodId).not.toBe(periodId);
      expect(['SUBMITTED', 'INVOICED']).toContain(partner.status);
      expect(twins.find((twin) => twin.id === partner.id)?.userId).toBe(partner.userId);
    }
  });

  it('limits the lookup to the users asked for', async () => {
    const [first] = await pairsWithPartner();
    const userId = first!.split('|')[0]!;
    const twins = await listReceiptTwinsOutsidePeriod(t.db, companyId, periodId, [userId]);
    expect(twins.map((twin) => `${twin.userId}|${twin.sha256}`)).toEqual(await pairsWithPartner([userId]));
  });
});
