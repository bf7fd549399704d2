import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser, expectErrorResponse, TEST_PASSWORD } from '../../../test/factories';
import { createFakeClock } from '../../../test/fake-clock';
import { useTestApp } from '../../../test/test-app';
import { configureCompanySso } from '../sso/sso.service';
import { ACCOUNT_FAILURES_BEFORE_LOCK, lockSecondsAfter } from './brute-force.service';

const time = createFakeClock(new Date('2026-03-02T08:00:00.000Z'));
const t = useTestApp({}, { clock: time.clock });

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress: ip });

describe('brute-force lock per email', () => {
  let email: string;
  beforeAll(async () => {
    const company = await buildCompany(t.db);
    email = (await buildUser(t.db, { companyId: company.id })).email;
  });

  it('doubles from 30 s up to 15 minutes', () => {
    expect([4, 5, 6, 7, 9, 10, 20].map(lockSecondsAfter)).toEqual([0, 30, 60, 120, 480, 900, 900]);
  });

  it('locks after the fifth failure, counts down, doubles, and lifts after a success', async () => {
    for (let i = 1; i <= 4; i++) {
      expectErrorResponse(await login(email, `Wrong!${i}aa`), 401, 'WRONG_CREDENTIALS');
      time.advance(1000);
    }
    expect(expectErrorResponse(await login(email, 'Wrong!5aa'), 429, 'BRUTE_FORCE_LOCKED').parameter).toBe('30');

    // Even the right password is refused while locked, and the answer says how long is left.
    time.advance(10_000);
    expect(expectErrorResponse(await login(email, TEST_PASSWORD), 429, 'BRUTE_FORCE_LOCKED').parameter).toBe('20');

    time.advance(20_000);
    expect(
      expectErrorResponse(await login(email.toUpperCase(), 'Wrong!6aa'), 429, 'BRUTE_FORCE_LOCKED').parameter,
    ).toBe('60');

    time.advance(60_000);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    expectErrorResponse(await login(email, 'Wrong!7aa'), 401, 'WRONG_CREDENTIALS');
  });

  it('starts counting again after 15 quiet minutes', async () => {
    const other = (await buildUser(t.db, { companyId: (await buildCompany(t.db)).id })).email;
    for (let i = 1; i <= 4; i++) expectErrorResponse(await login(other, 'Wrong!1aa'), 401, 'WRONG_CREDENTIALS');
    time.advance(15 * 60_000 + 1000);
    expectErrorResponse(await login(other, 'Wrong!1aa'), 401, 'WRONG_CREDENTIALS');
  });

  it("does not lock the owner out with someone else's failures from another address", async () => {
    const victim = (await buildUser(t.db, { companyId: (await buildCompany(t.db)).id })).email;
    for (let i = 1; i <= 4; i++)
      expectErrorResponse(await login(victim, 'Wrong!1aa', '10.6.6.6'), 401, 'WRONG_CREDENTIALS');
    expectErrorResponse(await login(victim, 'Wrong!1aa', '10.6.6.6'), 429, 'BRUTE_FORCE_LOCKED');
    // The attacker's address stays locked, even with the right password...
    expectErrorResponse(await login(victim, TEST_PASSWORD, '10.6.6.6'), 429, 'BRUTE_FORCE_LOCKED');
    // ...while the owner signs in from their own address.
    expect((await login(victim, TEST_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it('locks the account everywhere once failures from many addresses pass the higher ceiling', async () => {
    time.advance(60 * 60_000);
    const victim = (await buildUser(t.db, { companyId: (await buildCompany(t.db)).id })).email;
    for (let i = 1; i < ACCOUNT_FAILURES_BEFORE_LOCK; i++) {
      expectErrorResponse(
        await login(victim, 'Wrong!1aa', `10.7.${Math.floor(i / 4)}.${i % 4}`),
        401,
        'WRONG_CREDENTIALS',
      );
    }
    expect(expectErrorResponse(await login(victim, 'Wrong!1aa', '10.8.0.1'), 429, 'BRUTE_FORCE_LOCKED').parameter).toBe(
      '30',
    );
    expectErrorResponse(await login(victim, TEST_PASSWORD, '10.0.0.1'), 429, 'BRUTE_FORCE_LOCKED');
    time.advance(30_000);
    expect((await login(victim, TEST_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it('locks unknown emails the same way, so a lock reveals nothing', async () => {
    for (let i = 1; i <= 4; i++)
      expectErrorResponse(await login('ghost@nowhere.test', 'Wrong!1aa'), 401, 'WRONG_CREDENTIALS');
    expect(
      expectErrorResponse(await login('ghost@nowhere.test', 'Wrong!1aa'), 429, 'BRUTE_FORCE_LOCKED').parameter,
    ).toBe('30');
  });
});

describe('per-IP limit of the sign-in endpoints', () => {
  it('answers 429 with the seconds to wait after 60 requests in a minute, per endpoint', async () => {
    time.set(new Date('2026-03-02T09:00:10.000Z'));
    const method = () =>
      t.app.inject({ method: 'GET', url: '/auth/method?email=a%40b.test', remoteAddress: '10.0.0.9' });
    for (let i = 0; i < 60; i++) expect((await method()).statusCode).toBe(200);
    expect(expectErrorResponse(await method(), 429, 'TOO_MANY_REQUESTS').parameter).toBe('50');
    // Another endpoint and another address have their own budget.
    expectErrorResponse(await login('x@y.test', 'Wrong!1aa', '10.0.0.9'), 401, 'WRONG_CREDENTIALS');
    const otherIp = await t.app.inject({
      method: 'GET',
      url: '/auth/method?email=a%40b.test',
      remoteAddress: '10.0.0.10',
    });
    expect(otherIp.statusCode).toBe(200);
    time.advance(50_000);
    expect((await method()).statusCode).toBe(200);
  });

  it('does not limit the rest of the API', async () => {
    for (let i = 0; i < 70; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/auth/check', remoteAddress: '10.0.0.11' });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('GET /auth/method', () => {
  it('answers LOCAL unless the email domain belongs to a company with single sign-on', async () => {
    const company = await buildCompany(t.db);
    await configureCompanySso(t.app.deps, null, {
      companyId: company.id,
      issuer: 'https://login.example/tenant',
      clientId: 'client',
      clientSecret: 'secret',
      emailDomains: ['SSO-Corp.test'],
    });
    const ask = async (email: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/auth/method?email=${encodeURIComponent(email)}`,
          remoteAddress: '10.1.0.1',
        })
      ).json();
    expect(await ask('someone@plain.test')).toEqual({ method: 'LOCAL' });
    expect(await ask('anna@sso-corp.test')).toEqual({ redirect: '/auth/mslogin/login/WEB?email=anna%40sso-corp.test' });
  });

  it('answers 400 for a malformed email', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/method?email=nope', remoteAddress: '10.1.0.2' });
    expect(expectErrorResponse(response, 400, 'INVALID_INPUT').parameter).toBe('querystring.email');
  });
});

describe('security headers', () => {
  it('keeps sign-in answers out of caches and frames', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/check', remoteAddress: '10.2.0.1' });
    expect(response.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    // HSTS only where cookies are Secure (prod and qa), never on plain-HTTP development.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
