import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentPeriod } from '@mobilo/contract';
import { buildCompany, buildExpense, buildUser, signIn } from '../../../test/factories';
import { createPeriodsForCompany } from '../periods/periods.service';
import { buildApp } from '../../app';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

/**
 * What a request costs the database: the session is one statement the first time, and none while
 * the process keeps it (docs/adr/0030).
 */
describe('queries of a signed-in request', () => {
  let email: string;
  let companyId: string;
  let userId: string;
  let expenseId: string;

  beforeAll(async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    email = user.email;
    companyId = company.id;
    userId = user.id;
    await createPeriodsForCompany(t.db, company.id, { from: currentPeriod() });
    expenseId = (await buildExpense(t.db, { companyId: company.id, userId: user.id, period: currentPeriod() })).id;
  });

  const queriesOf = async (url: string, cookie: string) => {
    let status = 0;
    const queries = await t.queriesOf(async () => {
      status = (await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;
    });
    expect(status).toBe(200);
    return queries;
  };

  it('reads the session, its user and role in one statement, then keeps it', async () => {
    const cookie = await signIn(t.app, email);
    const first = await queriesOf('/auth/check', cookie);
    expect(first).toHaveLength(1);
    expect(first.filter((query) => /from "sessions"/.test(query))).toHaveLength(1);
    expect(await queriesOf('/auth/check', cookie)).toHaveLength(0);
  });

  it('reads one expense with two statements, then with one: the expense with its receipts', async () => {
    const cookie = await signIn(t.app, email);
    const first = await queriesOf(`/v2/expenses/${expenseId}`, cookie);
    expect(first).toHaveLength(2);
    expect(first.filter((query) => /from "sessions"/.test(query))).toHaveLength(1);
    const second = await queriesOf(`/v2/expenses/${expenseId}`, cookie);
    expect(second).toHaveLength(1);
    expect(second.some((query) => /from "sessions"/.test(query))).toBe(false);
  });

  it('keeps the session across a write that does not change it, and reads it again after one that does', async () => {
    const cookie = await signIn(t.app, email);
    await queriesOf(`/v2/expenses/${expenseId}`, cookie);
    // A write of this process: the next call waits for its notifications (none) and keeps the session.
    await buildExpense(t.db, { companyId, userId, period: currentPeriod() });
    expect(await queriesOf(`/v2/expenses/${expenseId}`, cookie)).toHaveLength(1);
    // A change of the user: its notification makes the next call read the session again.
    await t.db.update(users).set({ culture: 'de' }).where(eq(users.id, userId));
    expect(await queriesOf(`/v2/expenses/${expenseId}`, cookie)).toHaveLength(2);
    expect(await queriesOf(`/v2/expenses/${expenseId}`, cookie)).toHaveLength(1);
  });

  it('reads the session on every call in an app without the cache', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      const cookie = await signIn(app, email);
      for (const round of [1, 2]) {
        const queries = await t.queriesOf(async () => {
          const answer = await app.inject({ method: 'GET', url: `/v2/expenses/${expenseId}`, headers: { cookie } });
          expect(answer.statusCode, `round ${round}`).toBe(200);
        });
        expect(queries).toHaveLength(2);
      }
    } finally {
      await app.close();
    }
  });

  it('refuses a request without a session without asking the database', async () => {
    const queries = await t.queriesOf(async () => {
      expect((await t.app.inject({ method: 'GET', url: '/auth/check' })).statusCode).toBe(401);
    });
    expect(queries).toHaveLength(0);
  });
});
