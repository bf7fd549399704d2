import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authCheckResponseSchema, errorResponseSchema } from '@mobilo/contract';
import { sessions } from '../../db/schema/sessions';
import { buildBudgetGroup, buildCompany, buildUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

function expectError(response: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = errorResponseSchema.parse(response.json());
  expect(body.statusCode).toBe(status);
  expect(body.reason.errorCode).toBe(code);
  return body;
}

describe('auth routes', () => {
  let companyId: string;
  let adminEmail: string;
  let employeeEmail: string;

  beforeAll(async () => {
    const company = await buildCompany(t.db, { name: 'Acme', reseller: 'PARTNER' });
    companyId = company.id;
    const group = await buildBudgetGroup(t.db, companyId, { name: 'Standard' });
    adminEmail = (await buildUser(t.db, { companyId, role: 'ADMIN', email: 'Admin@Acme.test' })).email;
    employeeEmail = (await buildUser(t.db, { companyId, role: 'USER', userType: 'LIGHT', budgetGroupId: group.id }))
      .email;
  });

  describe('POST /auth/login', () => {
    it('opens a session and sets an HttpOnly, SameSite=Lax cookie', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'admin@acme.test', password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const body = authCheckResponseSchema.parse(response.json());
      expect(body.user.email).toBe(adminEmail);
      expect(body.user.isAdmin).toBe(true);
      const cookie = response.cookies.find((c) => c.name === 'mobilo_session');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.path).toBe('/');
    });

    it('gives a new session at every sign-in', async () => {
      const first = await signIn(t.app, employeeEmail);
      const second = await signIn(t.app, employeeEmail);
      expect(first).not.toBe(second);
    });

    it('answers WRONG_CREDENTIALS for a wrong password and for an unknown email alike', async () => {
      const before = (await t.db.select().from(sessions)).length;
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: adminEmail, password: 'Wrong!Passw0rd' },
      });
      expectError(wrong, 401, 'WRONG_CREDENTIALS');
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'nobody@acme.test', password: TEST_PASSWORD },
      });
      expectError(unknown, 401, 'WRONG_CREDENTIALS');
      expect((await t.db.select().from(sessions)).length).toBe(before);
    });

    it('refuses a deactivated account', async () => {
      const user = await buildUser(t.db, { companyId, status: 'DEACTIVATED' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expectError(response, 401, 'USER_DEACTIVATED');
    });

    it.each([
      ['an invalid email', { email: 'not-an-email', password: 'x' }, 'body.email'],
      ['a missing password', { email: 'a@b.de' }, 'body.password'],
      ['an empty password', { email: 'a@b.de', password: '' }, 'body.password'],
      ['a wrong type', { email: 42, password: 'x' }, 'body.email'],
      ['an unknown field', { email: 'a@b.de', password: 'x', role: 'GOD' }, 'body.role'],
    ])('answers 400 INVALID_INPUT for %s', async (_name, payload, parameter) => {
      const response = await t.app.inject({ method: 'POST', url: '/auth/login', payload });
      const body = expectError(response, 400, 'INVALID_INPUT');
      expect(body.reason.parameter).toBe(parameter);
    });

    it('answers 400 MALFORMED_JSON for broken JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@b.de",',
      });
      expectError(response, 400, 'MALFORMED_JSON');
    });

    it('answers 415 for a body that is not JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/xml' },
        payload: '<login/>',
      });
      expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers 413 for an oversized body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'a@b.de', password: 'x'.repeat(2 * 1024 * 1024) },
      });
      expectError(response, 413, 'PAYLOAD_TOO_LARGE');
    });

    it('refuses a state-changing request from a foreign origin', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { origin: 'https://evil.example' },
        payload: { email: adminEmail, password: TEST_PASSWORD },
      });
      expectError(response, 403, 'ORIGIN_NOT_ALLOWED');
    });

    it('accepts the request from its own origin', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { origin: 'http://localhost:80', host: 'localhost:80' },
        payload: { email: adminEmail, password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('GET /auth/check', () => {
    it('answers 401 without a session', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/auth/check' }), 401, 'UNAUTHENTICATED');
    });

    it('answers 401 for an unknown or malformed token', async () => {
      for (const cookie of ['mobilo_session=abc', `mobilo_session=${'a'.repeat(43)}`]) {
        const response = await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie } });
        expectError(response, 401, 'UNAUTHENTICATED');
      }
    });

    it('returns the session user with the derived flags', async () => {
      const cookie = await signIn(t.app, employeeEmail);
      const response = await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      const { user, impersonator } = authCheckResponseSchema.parse(response.json());
      expect(impersonator).toBeNull();
      expect(user).toMatchObject({
        email: employeeEmail,
        isAdmin: false,
        isLight: true,
        hasBudgetGroup: true,
        budgetClass: { name: 'Standard' },
        role: { name: 'USER', rights: [] },
        company: { id: companyId, name: 'Acme', reseller: 'PARTNER', currency: 'EUR', country: 'DE' },
      });
    });

    it('ends a session idle for more than 8 hours', async () => {
      const cookie = await signIn(t.app, employeeEmail);
      await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 9 * 3600_000) });
      expectError(
        await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie } }),
        401,
        'UNAUTHENTICATED',
      );
    });

    it('ends a session past its absolute lifetime', async () => {
      const cookie = await signIn(t.app, employeeEmail);
      await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
      expectError(
        await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie } }),
        401,
        'UNAUTHENTICATED',
      );
    });

    it('ends the session of a user deactivated meanwhile', async () => {
      const user = await buildUser(t.db, { companyId });
      const cookie = await signIn(t.app, user.email);
      const { users } = await import('../../db/schema/users');
      await t.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.id, user.id));
      const response = await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie } });
      expectError(response, 401, 'USER_DEACTIVATED');
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    });
  });

  describe('GET /auth/logout', () => {
    it('ends the session and clears the cookie', async () => {
      const cookie = await signIn(t.app, employeeEmail);
      const response = await t.app.inject({ method: 'GET', url: '/auth/logout', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ loggedOut: true });
      expect(response.cookies.find((c) => c.name === 'mobilo_session')?.value).toBe('');
      expectError(
        await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie } }),
        401,
        'UNAUTHENTICATED',
      );
    });

    it('answers 200 without a session too', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/auth/logout' })).statusCode).toBe(200);
    });
  });
});
