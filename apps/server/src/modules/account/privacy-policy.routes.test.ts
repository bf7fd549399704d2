import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authCheckResponseSchema, currentPrivacyPolicyVersion, sessionUserSchema } from '@mobilo/contract';
import { auditEvents } from '../../db/schema/audit-events';
import { buildCompany, buildUser, expectErrorResponse, sessionCookieOf, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { grantImpersonation } from '../auth/impersonation.service';

const t = useTestApp();

describe('POST /api/v3/user/privacy-policy/accept', () => {
  const accept = (payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v3/user/privacy-policy/accept',
      payload: payload as object,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const check = async (cookie: string) =>
    authCheckResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie } })).json(),
    );

  it('answers 401 without a session', async () => {
    expectErrorResponse(await accept({ version: currentPrivacyPolicyVersion }), 401, 'UNAUTHENTICATED');
  });

  it('answers 400 for a malformed body and 409 for a version no longer in force', async () => {
    const company = await buildCompany(t.db);
    const cookie = await signIn(t.app, (await buildUser(t.db, { companyId: company.id })).email);
    expect(expectErrorResponse(await accept({}, cookie), 400, 'INVALID_INPUT').parameter).toBe('body.version');
    expectErrorResponse(
      await accept({ version: currentPrivacyPolicyVersion, extra: true }, cookie),
      400,
      'INVALID_INPUT',
    );
    const outdated = expectErrorResponse(
      await accept({ version: '2000-01-01' }, cookie),
      409,
      'PRIVACY_POLICY_OUTDATED',
    );
    expect(outdated.parameter).toBe(currentPrivacyPolicyVersion);
    expect((await check(cookie)).user.privacyPolicyVersion).toBeNull();
  });

  it('records the acceptance of the own account, shown by the session check, and audits it', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    const cookie = await signIn(t.app, user.email);
    expect((await check(cookie)).user).toMatchObject({ privacyPolicyVersion: null, privacyPolicyAcceptedAt: null });

    const response = await accept({ version: currentPrivacyPolicyVersion }, cookie);
    expect(response.statusCode).toBe(200);
    expect(sessionUserSchema.parse(response.json())).toMatchObject({
      id: user.id,
      privacyPolicyVersion: currentPrivacyPolicyVersion,
    });
    const after = (await check(cookie)).user;
    expect(after.privacyPolicyVersion).toBe(currentPrivacyPolicyVersion);
    expect(after.privacyPolicyAcceptedAt).not.toBeNull();

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, user.id), eq(auditEvents.action, 'user.privacy-policy-accepted')));
    expect(events).toMatchObject([
      { companyId: company.id, subjectId: user.id, data: { version: currentPrivacyPolicyVersion } },
    ]);
  });

  it('refuses, with 403, someone acting as the user', async () => {
    const company = await buildCompany(t.db);
    const admin = await buildUser(t.db, { companyId: company.id, role: 'ADMIN' });
    const employee = await buildUser(t.db, { companyId: company.id });
    await grantImpersonation({ db: t.db }, null, {
      companyId: company.id,
      impersonatorId: admin.id,
      userId: employee.id,
    });
    const acting = await t.app.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: { cookie: await signIn(t.app, admin.email) },
      payload: { userId: employee.id },
    });
    const cookie = sessionCookieOf(acting);
    expectErrorResponse(await accept({ version: currentPrivacyPolicyVersion }, cookie), 403, 'ACCESS_DENIED');
    expect((await check(cookie)).user.privacyPolicyVersion).toBeNull();
  });

  it('records a support user’s acceptance on their own account while they look at another company', async () => {
    const home = await buildCompany(t.db);
    const customer = await buildCompany(t.db);
    const support = await buildUser(t.db, { companyId: home.id, role: 'ADMIN', isSupportUser: true });
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/v3/support/company',
      headers: { cookie: await signIn(t.app, support.email) },
      payload: { companyId: customer.id },
    });
    const cookie = sessionCookieOf(switched);
    const response = await accept({ version: currentPrivacyPolicyVersion }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      privacyPolicyVersion: currentPrivacyPolicyVersion,
      company: { id: customer.id },
    });
  });
});
