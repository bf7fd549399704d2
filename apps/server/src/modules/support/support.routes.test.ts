import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authCheckResponseSchema, listUsersResponseSchema, supportCompaniesResponseSchema } from '@mobilo/contract';
import { auditEvents } from '../../db/schema/audit-events';
import { users } from '../../db/schema/users';
import {
  buildBudgetGroup,
  buildCompany,
  buildUser,
  expectErrorResponse,
  sessionCookieOf,
  signIn,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { grantImpersonation } from '../auth/impersonation.service';

const t = useTestApp();

describe('the support company selector', () => {
  let home: { id: string; name: string };
  let customer: { id: string; name: string };
  let support: { id: string; email: string };
  let admin: { id: string; email: string };
  let god: { id: string; email: string };
  let customerGroupName: string;

  beforeAll(async () => {
    home = await buildCompany(t.db, { name: 'Support Home GmbH' });
    customer = await buildCompany(t.db, { name: 'Customer AG', isTrialAccount: true });
    const homeGroup = await buildBudgetGroup(t.db, home.id, { name: 'Home group' });
    customerGroupName = (await buildBudgetGroup(t.db, customer.id, { name: 'Customer group' })).name;
    support = await buildUser(t.db, {
      companyId: home.id,
      role: 'ADMIN',
      isSupportUser: true,
      lastName: 'Supporter',
      budgetGroupId: homeGroup.id,
    });
    admin = await buildUser(t.db, { companyId: home.id, role: 'ADMIN', lastName: 'Homeadmin' });
    await buildUser(t.db, { companyId: customer.id, lastName: 'Customeremployee' });
    god = await buildUser(t.db, { companyId: home.id, role: 'GOD' });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
  const select = (companyId: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v3/support/company',
      payload: { companyId } as object,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('answers 401 without a session', async () => {
    expectErrorResponse(await get('/api/v3/support/companies'), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await select(customer.id), 401, 'UNAUTHENTICATED');
  });

  it('refuses accounts that are not support accounts, the operator included, with 403', async () => {
    const adminCookie = await signIn(t.app, admin.email);
    expectErrorResponse(await get('/api/v3/support/companies', adminCookie), 403, 'ACCESS_DENIED');
    expectErrorResponse(await select(customer.id, adminCookie), 403, 'ACCESS_DENIED');
    expectErrorResponse(await select(customer.id, await signIn(t.app, god.email)), 403, 'ACCESS_DENIED');
  });

  it('lists every company for support accounts and for the operator', async () => {
    for (const email of [support.email, god.email]) {
      const response = await get('/api/v3/support/companies', await signIn(t.app, email));
      expect(response.statusCode).toBe(200);
      const names = supportCompaniesResponseSchema.parse(response.json()).companies.map((c) => c.name);
      expect(names).toEqual(expect.arrayContaining([home.name, customer.name]));
    }
  });

  it('answers 400 for a malformed body and 404 for a company that does not exist', async () => {
    const cookie = await signIn(t.app, support.email);
    expect(expectErrorResponse(await select('nope', cookie), 400, 'INVALID_INPUT').parameter).toBe('body.companyId');
    expectErrorResponse(
      await t.app.inject({
        method: 'POST',
        url: '/api/v3/support/company',
        headers: { cookie },
        payload: { companyId: customer.id, x: 1 },
      }),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(await select(randomUUID(), cookie), 404, 'NOT_FOUND');
    // A refused switch leaves the session as it was.
    expect((await get('/auth/check', cookie)).statusCode).toBe(200);
  });

  it("shows the selected company's data and nothing of the own company, then returns", async () => {
    const homeCookie = await signIn(t.app, support.email);
    const switched = await select(customer.id, homeCookie);
    expect(switched.statusCode).toBe(200);
    const cookie = sessionCookieOf(switched);
    // The session was renewed: the token from before the switch is gone.
    expectErrorResponse(await get('/auth/check', homeCookie), 401, 'UNAUTHENTICATED');

    const session = authCheckResponseSchema.parse((await get('/auth/check', cookie)).json());
    expect(session.user).toMatchObject({
      id: support.id,
      isSupportUser: true,
      isTrial: true,
      budgetClass: null,
      hasBudgetGroup: false,
    });
    expect(session.user.company).toMatchObject({ id: customer.id, name: customer.name });
    expect(session.impersonator).toBeNull();

    const list = listUsersResponseSchema.parse((await get('/user', cookie)).json());
    const lastNames = list.users.map((u) => u.lastName);
    expect(lastNames).toContain('Customeremployee');
    expect(lastNames).not.toContain('Homeadmin');
    expect(lastNames).not.toContain('Supporter');
    const groups = (await get('/api/v3/budgetclass', cookie)).json() as { name: string }[];
    expect(groups.map((g) => g.name)).toEqual([customerGroupName]);
    // Another company's object is still not found: the home admin is not visible from here.
    expectErrorResponse(await get(`/user/${admin.id}`, cookie), 404, 'NOT_FOUND');

    // The own account stays in the own company: settings change there.
    const language = await t.app.inject({
      method: 'PATCH',
      url: '/user/settings/change-language',
      headers: { cookie },
      payload: { language: 'de' },
    });
    expect(language.statusCode).toBe(200);
    expect(language.json()).toMatchObject({ culture: 'de', company: { id: customer.id } });

    const back = await select(home.id, cookie);
    expect(back.statusCode).toBe(200);
    const own = authCheckResponseSchema.parse(back.json());
    expect(own.user.company.id).toBe(home.id);
    expect(own.user.budgetClass?.name).toBe('Home group');
    const homeList = listUsersResponseSchema.parse((await get('/user', sessionCookieOf(back))).json());
    expect(homeList.users.map((u) => u.lastName)).toEqual(expect.arrayContaining(['Homeadmin', 'Supporter']));
    expect(homeList.users.map((u) => u.lastName)).not.toContain('Customeremployee');

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, support.id), eq(auditEvents.action, 'support.company-selected')));
    expect(events.filter((e) => e.companyId === customer.id)).toHaveLength(1);
    expect(events.filter((e) => e.companyId === home.id)).toHaveLength(2);
  });

  it('drops the selection once the account is no longer a support account', async () => {
    const helper = await buildUser(t.db, { companyId: home.id, role: 'ADMIN', isSupportUser: true });
    const cookie = sessionCookieOf(await select(customer.id, await signIn(t.app, helper.email)));
    await t.db.update(users).set({ isSupportUser: false }).where(eq(users.id, helper.id));
    const session = authCheckResponseSchema.parse((await get('/auth/check', cookie)).json());
    expect(session.user.company.id).toBe(home.id);
  });

  it('is not available while acting as someone else', async () => {
    await grantImpersonation({ db: t.db }, null, { companyId: home.id, impersonatorId: admin.id, userId: support.id });
    const acting = await t.app.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: { cookie: await signIn(t.app, admin.email) },
      payload: { userId: support.id },
    });
    expect(acting.statusCode).toBe(200);
    expectErrorResponse(await select(customer.id, sessionCookieOf(acting)), 403, 'ACCESS_DENIED');
  });
});
