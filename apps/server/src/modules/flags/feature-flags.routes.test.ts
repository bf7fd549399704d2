import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { featureFlagNames } from '@mobilo/contract';
import { buildCompany, buildUser, expectErrorResponse, signIn, signInRoles } from '../../../test/factories';
import { auditEvents } from '../../db/schema/audit-events';
import { useTestApp } from '../../../test/test-app';
import { setFeatureFlag } from './feature-flags.service';

const t = useTestApp();

describe('GET /api/v3/feature-flag/{name}', () => {
  const get = (name: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v3/feature-flag/${name}`, ...(cookie ? { headers: { cookie } } : {}) });

  it('is off for unknown names and for flags nobody set', async () => {
    expect((await get('NO_SUCH_FLAG')).json()).toEqual({ name: 'NO_SUCH_FLAG', value: false });
    expect((await get('CARD')).json()).toEqual({ name: 'CARD', value: false });
  });

  it('uses the global default without a session and the company value with one', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    await setFeatureFlag(t.db, null, 'DOWNLOAD_CENTER', true);
    await setFeatureFlag(t.db, company.id, 'DOWNLOAD_CENTER', false);
    expect((await get('DOWNLOAD_CENTER')).json()).toMatchObject({ value: true });
    const cookie = await signIn(t.app, user.email);
    expect((await get('DOWNLOAD_CENTER', cookie)).json()).toMatchObject({ value: false });
    // A broken cookie is ignored, not refused: the visitor still sees the default.
    expect((await get('DOWNLOAD_CENTER', `mobilo_session=${'x'.repeat(43)}`)).json()).toMatchObject({ value: true });
  });

  it('keeps the city login off while no provider is configured, whatever the flag says', async () => {
    await setFeatureFlag(t.db, null, 'CITY_LOGIN', true);
    expect((await get('CITY_LOGIN')).json()).toEqual({ name: 'CITY_LOGIN', value: false });
  });
});

describe('POST /api/v3/feature-flag/{name}', () => {
  const post = (name: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v3/feature-flag/${name}`,
      payload: payload as object,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const get = (name: string, cookie: string) =>
    t.app.inject({ method: 'GET', url: `/api/v3/feature-flag/${name}`, headers: { cookie } });

  async function operator() {
    const home = await buildCompany(t.db);
    const god = await buildUser(t.db, { companyId: home.id, role: 'GOD' });
    return { god, cookie: await signIn(t.app, god.email) };
  }

  it('answers 401 without a session', async () => {
    expectErrorResponse(await post('CARD', { value: true }), 401, 'UNAUTHENTICATED');
  });

  it('answers 403 for every role but the operator, even for their own company', async () => {
    const company = await buildCompany(t.db);
    const { cookies } = await signInRoles(t.app, t.db, company.id, ['ADMIN', 'CARD_ADMIN', 'USER']);
    for (const cookie of Object.values(cookies)) {
      expectErrorResponse(await post('CARD', { value: true, companyId: company.id }, cookie), 403, 'ACCESS_DENIED');
    }
    expect((await get('CARD', cookies.ADMIN)).json()).toMatchObject({ value: false });
  });

  it('refuses unknown flag names and bad bodies, naming the field', async () => {
    const { cookie } = await operator();
    expect(
      expectErrorResponse(await post('NO_SUCH_FLAG', { value: true }, cookie), 400, 'INVALID_INPUT').parameter,
    ).toBe('params.name');
    expect(expectErrorResponse(await post('CARD', { value: 'yes' }, cookie), 400, 'INVALID_INPUT').parameter).toBe(
      'body.value',
    );
    expect(expectErrorResponse(await post('CARD', {}, cookie), 400, 'INVALID_INPUT').parameter).toBe('body.value');
    expect(
      expectErrorResponse(await post('CARD', { value: true, companyId: 'nope' }, cookie), 400, 'INVALID_INPUT')
        .parameter,
    ).toBe('body.companyId');
    expectErrorResponse(await post('CARD', { value: true, extra: 1 }, cookie), 400, 'INVALID_INPUT');
  });

  it('answers 404 for a company that does not exist', async () => {
    const { cookie } = await operator();
    expectErrorResponse(await post('CARD', { value: true, companyId: randomUUID() }, cookie), 404, 'NOT_FOUND');
  });

  it("sets one company's value, leaves another company's untouched and records who did it", async () => {
    const { god, cookie } = await operator();
    const target = await buildCompany(t.db);
    const other = await buildCompany(t.db);
    await setFeatureFlag(t.db, other.id, 'CARD', false);
    const targetUser = await buildUser(t.db, { companyId: target.id });
    const otherUser = await buildUser(t.db, { companyId: other.id });

    const response = await post('CARD', { value: true, companyId: target.id }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'CARD', value: true, companyId: target.id });
    expect((await get('CARD', await signIn(t.app, targetUser.email))).json()).toMatchObject({ value: true });
    expect((await get('CARD', await signIn(t.app, otherUser.email))).json()).toMatchObject({ value: false });

    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, god.id), eq(auditEvents.action, 'feature-flag.changed')));
    expect(event).toMatchObject({
      companyId: target.id,
      subjectId: 'CARD',
      data: { scope: 'company', value: true, previous: null },
    });
  });

  it('sets the global default, which a company without its own value follows', async () => {
    const { cookie } = await operator();
    const plain = await buildCompany(t.db);
    const own = await buildCompany(t.db);
    await setFeatureFlag(t.db, own.id, 'HOME_CHARGING', false);
    const response = await post('HOME_CHARGING', { value: true }, cookie);
    expect(response.json()).toEqual({ name: 'HOME_CHARGING', value: true, companyId: null });
    const plainUser = await buildUser(t.db, { companyId: plain.id });
    const ownUser = await buildUser(t.db, { companyId: own.id });
    expect((await get('HOME_CHARGING', await signIn(t.app, plainUser.email))).json()).toMatchObject({ value: true });
    expect((await get('HOME_CHARGING', await signIn(t.app, ownUser.email))).json()).toMatchObject({ value: false });
  });
});

describe('GET /api/v3/feature-flag (the operator overview)', () => {
  const get = (query: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v3/feature-flag${query}`, ...(cookie ? { headers: { cookie } } : {}) });

  async function operatorCookie() {
    const home = await buildCompany(t.db);
    return signIn(t.app, (await buildUser(t.db, { companyId: home.id, role: 'GOD' })).email);
  }

  it('answers 401 without a session and 403 for every role but the operator', async () => {
    expectErrorResponse(await get(''), 401, 'UNAUTHENTICATED');
    const company = await buildCompany(t.db);
    const { cookies } = await signInRoles(t.app, t.db, company.id, ['ADMIN', 'CARD_ADMIN', 'USER']);
    for (const cookie of Object.values(cookies)) {
      expectErrorResponse(await get(`?companyId=${company.id}`, cookie), 403, 'ACCESS_DENIED');
    }
  });

  it('answers 400 for a malformed company id and 404 for an unknown company', async () => {
    const cookie = await operatorCookie();
    expect(expectErrorResponse(await get('?companyId=nope', cookie), 400, 'INVALID_INPUT').parameter).toBe(
      'querystring.companyId',
    );
    expectErrorResponse(await get(`?companyId=${randomUUID()}`, cookie), 404, 'NOT_FOUND');
  });

  it('lists every flag with the default, the company value and what applies', async () => {
    const cookie = await operatorCookie();
    const company = await buildCompany(t.db);
    await setFeatureFlag(t.db, null, 'DOWNLOAD_CENTER', true);
    await setFeatureFlag(t.db, null, 'CARD_PAYROLL_EXPORT', true);
    await setFeatureFlag(t.db, company.id, 'CARD_PAYROLL_EXPORT', false);
    await setFeatureFlag(t.db, company.id, 'GERMANY_TICKET', true);

    const global = await get('', cookie);
    expect(global.statusCode).toBe(200);
    const globalBody = global.json() as { companyId: null; flags: { name: string }[] };
    expect(globalBody.companyId).toBeNull();
    expect(globalBody.flags).toHaveLength(featureFlagNames.length);
    expect(globalBody.flags).toContainEqual({
      name: 'DOWNLOAD_CENTER',
      defaultValue: true,
      companyValue: null,
      value: true,
    });

    const own = (await get(`?companyId=${company.id}`, cookie)).json() as { companyId: string; flags: unknown[] };
    expect(own.companyId).toBe(company.id);
    expect(own.flags).toEqual(
      expect.arrayContaining([
        { name: 'DOWNLOAD_CENTER', defaultValue: true, companyValue: null, value: true },
        { name: 'CARD_PAYROLL_EXPORT', defaultValue: true, companyValue: false, value: false },
        { name: 'GERMANY_TICKET', defaultValue: null, companyValue: true, value: true },
        { name: 'MAINTENANCE', defaultValue: null, companyValue: null, value: false },
      ]),
    );
  });
});
