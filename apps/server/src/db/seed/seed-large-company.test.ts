import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userSummariesResponseSchema, currentPeriod } from '@mobilo/contract';
import { users } from '../schema/users';
import { signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { demoPassword } from './demo-data';
import { seedLargeCompany } from './seed-large-company';

const t = useTestApp();

describe('seedLargeCompany', () => {
  it('creates the generated company once, its checker signed in with the demo password and no policy to accept', async () => {
    expect(await seedLargeCompany(t.db, { employees: 12, expensesPerEmployee: 2 })).toBe(true);
    expect(await seedLargeCompany(t.db, { employees: 12, expensesPerEmployee: 2 })).toBe(false);
    const [checker] = await t.db.select().from(users).where(eq(users.email, 'checker-demo@large.test'));
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
