import { beforeAll, describe, expect, it } from 'vitest';
import { currentPeriod } from '@mobilo/contract';
import { buildCompany, buildExpense, buildUser, signIn } from '../../../test/factories';
import { createPeriodsForCompany } from '../periods/periods.service';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

/** What a request costs the database: the session is one statement, whatever the call. */
describe('queries of a signed-in request', () => {
  let cookie: string;
  let expenseId: string;

  beforeAll(async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    await createPeriodsForCompany(t.db, company.id, { from: currentPeriod() });
    expenseId = (await buildExpense(t.db, { companyId: company.id, userId: user.id, period: currentPeriod() })).id;
    cookie = await signIn(t.app, user.email);
    // The first request after signing in may note when the session was last seen; later ones do not.
    await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie } });
  });

  const queriesOf = async (url: string) => {
    let status = 0;
    const queries = await t.queriesOf(async () => {
      status = (await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;
    });
    expect(status).toBe(200);
    return queries;
  };

  it('reads the session, its user and role in one statement', async () => {
    const queries = await queriesOf('/auth/check');
    expect(queries.filter((query) => /from "sessions"/.test(query))).toHaveLength(1);
    expect(queries.some((query) => /from "roles"/.test(query))).toBe(false);
  });

  it('answers the session check with one statement: the session with its user, role and company', async () => {
    expect(await queriesOf('/auth/check')).toHaveLength(1);
  });

  it('reads one expense with two statements: the session, then the expense with its receipts', async () => {
    expect(await queriesOf(`/v2/expenses/${expenseId}`)).toHaveLength(2);
  });

  it('refuses a request without a session without asking the database', async () => {
    const queries = await t.queriesOf(async () => {
      expect((await t.app.inject({ method: 'GET', url: '/auth/check' })).statusCode).toBe(401);
    });
    expect(queries).toHaveLength(0);
  });
});
