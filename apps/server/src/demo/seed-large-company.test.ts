import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userSummariesResponseSchema, currentPeriod } from '@mobilo/contract';
import { expenseFiles } from '../db/schema/expenses';
import { receiptReadings } from '../db/schema/receipt-readings';
import { users } from '../db/schema/users';
import { signIn } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { demoPassword } from './demo-data';
import { seedLargeCompany } from './seed-large-company';

const t = useTestApp();

describe('seedLargeCompany', () => {
  it('creates the generated company once, its checker signed in with the demo password and no policy to accept', async () => {
    expect(await seedLargeCompany(t.db, { employees: 12, expensesPerEmployee: 2 })).toBe(true);
    expect(await seedLargeCompany(t.db, { employees: 12, expensesPerEmployee: 2 })).toBe(false);
    const [checker] = await t.db.select().from(users).where(eq(users.email, 'checker-demo@large.test'));
    // Nothing is left for the receipt reader: the generated receipts have no bytes to read.
    const unread = await t.db
      .select({ id: expenseFiles.id })
      .from(expenseFiles)
      .leftJoin(receiptReadings, eq(receiptReadings.fileId, expenseFiles.id))
      .where(and(eq(expenseFiles.companyId, checker!.companyId), isNull(receiptReadings.id)));
    expect(unread).toEqual([]);
    expect(checker?.privacyPolicyAcceptedAt).not.toBeNull();
    const cookie = await signIn(t.app, 'checker-demo@large.test', demoPassword);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v3/expenses/users/summaries?month=${currentPeriod()}`,
      headers: { cookie },
    });
    expect(userSummariesResponseSchema.parse(response.json()).totalCount).toBe(12);
  });
});
