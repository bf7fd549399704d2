import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authCheckResponseSchema, usersToImpersonateResponseSchema } from '@mobilo/contract';
import { auditEvents } from '../../db/schema/audit-events';
import { buildCompany, buildUser, expectErrorResponse, sessionCookieOf, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { insertImpersonationGrant } from './impersonation.repository';

const t = useTestApp();

describe('impersonation', () => {
  let companyId: string;
  let otherCompanyId: string;
  let god: { id: string; email: string };
  let admin: { id: string; email: string };
  let employee: { id: string; email: string };
  let colleague: { id: string; email: string };
  let foreigner: { id: string; email: string };

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Home AG' })).id;
    otherCompanyId = (await buildCompany(t.db, { name: 'Away AG' })).id;
    const operatorCompany = (await buildCompany(t.db, { name: 'Operator' })).id;
    god = await buildUser(t.db, { companyId: operatorCompany, role: 'GOD', firstName: 'Greta', lastName: 'Operator' });
    admin = await buildUser(t.db, { companyId, role: 'ADMIN' });
    employee = await buildUser(t.db, { companyId, firstName: 'Emma' });
    colleague = await buildUser(t.db, { companyId });
    foreigner = await buildUser(t.db, { companyId: otherCompanyId });
    await insertImpersonationGrant(t.db, companyId, admin.id, employee.id);
    await insertImpersonationGrant(t.db, otherCompanyId, admin.id, foreigner.id);
  });

  const post = (url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('lets the operator become anyone, shows the impersonator and switches back', async () => {
    const godCookie = await signIn(t.app, god.email);
    const switched = await post('/auth/impersonate', godCookie, { userId: foreigner.id });
    expect(switched.statusCode).toBe(200);
    const asForeigner = sessionCookieOf(switched);
    expect(asForeigner).not.toBe(godCookie);
    // The session was rotated: the old cookie is gone.
    expectErrorResponse(
      await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie: godCookie } }),
      401,
      'UNAUTHENTICATED',
    );

    const check = authCheckResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie: asForeigner } })).json(),
    );
    expect(check.user.id).toBe(foreigner.id);
    expect(check.impersonator).toMatchObject({ id: god.id, firstName: 'Greta', lastName: 'Operator' });

    // Switching on from an impersonated session keeps the real person behind it.
    const again = await post('/auth/impersonate', asForeigner, { userId: employee.id });
    expect(authCheckResponseSchema.parse(again.json()).impersonator?.id).toBe(god.id);

    const back = await post('/auth/unimpersonate', sessionCookieOf(again));
    expect(back.statusCode).toBe(200);
    const own = authCheckResponseSchema.parse(back.json());
    expect(own.user.id).toBe(god.id);
    expect(own.impersonator).toBeNull();

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, god.id), eq(auditEvents.action, 'auth.impersonate')));
    expect(events.map((e) => e.subjectId)).toEqual(expect.arrayContaining([foreigner.id, employee.id]));
  });

  it('lets others become only the users on their list in their own company', async () => {
    const cookie = await signIn(t.app, admin.email);
    const list = usersToImpersonateResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v3/user/users-to-impersonate', headers: { cookie } })).json(),
    );
    expect(list.users.map((u) => u.id)).toEqual([employee.id]);

    expectErrorResponse(await post('/auth/impersonate', cookie, { userId: colleague.id }), 404, 'NOT_FOUND');
    expectErrorResponse(await post('/auth/impersonate', cookie, { userId: foreigner.id }), 404, 'NOT_FOUND');
    const switched = await post('/auth/impersonate', cookie, { userId: employee.id });
    expect(authCheckResponseSchema.parse(switched.json()).impersonator?.id).toBe(admin.id);
  });

  it('lists everyone but the operator for the operator, nobody for a plain user', async () => {
    const godCookie = await signIn(t.app, god.email);
    const all = usersToImpersonateResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/v3/user/users-to-impersonate', headers: { cookie: godCookie } })
      ).json(),
    );
    expect(all.users.map((u) => u.id)).toEqual(expect.arrayContaining([admin.id, employee.id, foreigner.id]));
    expect(all.users.map((u) => u.id)).not.toContain(god.id);

    const plain = await signIn(t.app, colleague.email);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/users-to-impersonate',
      headers: { cookie: plain },
    });
    expect(none.json()).toEqual({ users: [] });
    expectErrorResponse(await post('/auth/impersonate', plain, { userId: employee.id }), 404, 'NOT_FOUND');
  });

  it('refuses deactivated targets, bad input, no session and unimpersonate without impersonation', async () => {
    const deactivated = await buildUser(t.db, { companyId, status: 'DEACTIVATED' });
    const godCookie = await signIn(t.app, god.email);
    expectErrorResponse(
      await post('/auth/impersonate', godCookie, { userId: deactivated.id }),
      401,
      'USER_DEACTIVATED',
    );
    expectErrorResponse(await post('/auth/impersonate', godCookie, { userId: 'nope' }), 400, 'INVALID_INPUT');
    expectErrorResponse(await post('/auth/unimpersonate', godCookie), 409, 'NOT_IMPERSONATING');
    expectErrorResponse(
      await t.app.inject({ method: 'POST', url: '/auth/impersonate', payload: { userId: employee.id } }),
      401,
      'UNAUTHENTICATED',
    );
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: { cookie: godCookie, origin: 'https://evil.example' },
      payload: { userId: employee.id },
    });
    expectErrorResponse(foreign, 403, 'ORIGIN_NOT_ALLOWED');
  });
});
