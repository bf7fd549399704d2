import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authCheckResponseSchema, tokenUserSchema } from '@mobilo/contract';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { users } from '../../db/schema/users';
import {
  buildCompany,
  buildUser,
  expectErrorResponse,
  sessionCookieOf,
  signIn,
  TEST_PASSWORD,
} from '../../../test/factories';
import { createFakeClock } from '../../../test/fake-clock';
import { useTestApp } from '../../../test/test-app';
import { sendInvitation } from './account.service';

const time = createFakeClock(new Date('2026-04-01T10:00:00.000Z'));
const t = useTestApp({ publicUrl: 'https://app.mobilo.test' }, { clock: time.clock });
const NEW_PASSWORD = 'Fresh!Passw0rd';

async function mailsTo(email: string) {
  await t.app.deps.background.settle();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
}

function tokenOf(mail: { textBody: string }, path: string): string {
  const match = new RegExp(`https://app\\.mobilo\\.test${path}\\?token=([0-9a-f-]+)`).exec(mail.textBody);
  if (!match) throw new Error(`no ${path} link in ${mail.textBody}`);
  return match[1]!;
}

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/user/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: `/user/reset-password/${token}`, payload: { password } });

describe('forgot and reset password', () => {
  let companyId: string;
  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
  });

  it('answers the same for known and unknown emails, and mails only the known one', async () => {
    const user = await buildUser(t.db, { companyId, culture: 'de' });
    const known = await forgot(user.email);
    const unknown = await forgot('nobody@nowhere.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'PASSWORD_RESET',
      language: 'de',
      subject: 'Ihr Mobilo-Passwort zurücksetzen',
    });
    expect(await mailsTo('nobody@nowhere.test')).toHaveLength(0);
  });

  it('sends nothing to deactivated or external-only accounts', async () => {
    const deactivated = await buildUser(t.db, { companyId, status: 'DEACTIVATED' });
    const external = await buildUser(t.db, { companyId, onlyExternalAuthentication: true });
    await forgot(deactivated.email);
    await forgot(external.email);
    expect(await mailsTo(deactivated.email)).toHaveLength(0);
    expect(await mailsTo(external.email)).toHaveLength(0);
  });

  it('sets the new password once, ends all sessions and refuses the used link', async () => {
    const user = await buildUser(t.db, { companyId, culture: 'en' });
    const oldSession = await signIn(t.app, user.email);
    await forgot(user.email);
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Reset your Mobilo password');
    const token = tokenOf(mail!, '/auth/reset-password');

    expect((await reset(token, NEW_PASSWORD)).json()).toEqual({ reset: true });
    expectErrorResponse(
      await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie: oldSession } }),
      401,
      'UNAUTHENTICATED',
    );
    await signIn(t.app, user.email, NEW_PASSWORD);
    expectErrorResponse(await reset(token, 'Another!Passw0rd'), 403, 'ACCESS_DENIED');
  });

  it('refuses forged, truncated and expired tokens and weak passwords', async () => {
    const user = await buildUser(t.db, { companyId });
    await forgot(user.email);
    const token = tokenOf((await mailsTo(user.email))[0]!, '/auth/reset-password');

    expect(expectErrorResponse(await reset(token, 'weak'), 400, 'INVALID_INPUT').parameter).toBe('body.password');
    expectErrorResponse(await reset(token, 'nouppercase1!'), 400, 'INVALID_INPUT');
    expectErrorResponse(await reset(token.slice(0, -1), NEW_PASSWORD), 400, 'NOT_A_VALID_UUID');
    expectErrorResponse(await reset('not-a-token', NEW_PASSWORD), 400, 'NOT_A_VALID_UUID');
    expectErrorResponse(await reset('00000000-0000-4000-8000-000000000000', NEW_PASSWORD), 403, 'ACCESS_DENIED');

    time.advance(61 * 60_000);
    expectErrorResponse(await reset(token, NEW_PASSWORD), 403, 'ACCESS_DENIED');
    await signIn(t.app, user.email, TEST_PASSWORD);
  });

  it('makes an earlier link worthless when a new one is asked for', async () => {
    const user = await buildUser(t.db, { companyId });
    await forgot(user.email);
    await forgot(user.email);
    const [first, second] = (await mailsTo(user.email)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const tokens = [tokenOf(first!, '/auth/reset-password'), tokenOf(second!, '/auth/reset-password')];
    expect(new Set(tokens).size).toBe(2);
    const results = await Promise.all(tokens.map((token) => reset(token, NEW_PASSWORD)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
  });

  it('answers 400 for a malformed email', async () => {
    expectErrorResponse(await forgot('no-email'), 400, 'INVALID_INPUT');
  });
});

describe('registration by invitation', () => {
  let companyId: string;
  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Invite GmbH' })).id;
  });

  async function invite(overrides: Partial<typeof users.$inferInsert> = {}) {
    const user = await buildUser(t.db, {
      companyId,
      status: 'CREATED',
      passwordHash: null,
      culture: 'en',
      ...overrides,
    });
    await sendInvitation(t.app.deps, null, { companyId, userId: user.id });
    const mails = await mailsTo(user.email);
    const mail = mails.find((m) => m.template === 'INVITATION')!;
    return { user, mail, token: tokenOf(mail, '/auth/register') };
  }

  const register = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v3/user/register/${token}`, payload });

  it('shows the invited user, registers once and opens a session', async () => {
    const { user, mail, token } = await invite({ firstName: 'Ina' });
    expect(mail.subject).toBe('You are invited to Mobilo by Invite GmbH');
    const tokenUser = tokenUserSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/user/token/${token}` })).json(),
    );
    expect(tokenUser).toMatchObject({
      email: user.email,
      firstName: 'Ina',
      companyName: 'Invite GmbH',
      roleName: 'USER',
      companySSOAuthentication: false,
    });

    expectErrorResponse(await register(token, { password: NEW_PASSWORD }), 400, 'USER_HAS_NOT_ACCEPTED_TERMS');
    expect(
      expectErrorResponse(await register(token, { password: 'short', termsAccepted: true }), 400, 'INVALID_INPUT')
        .parameter,
    ).toBe('body.password');

    const response = await register(token, { password: NEW_PASSWORD, termsAccepted: true });
    expect(response.statusCode).toBe(200);
    const session = authCheckResponseSchema.parse(response.json());
    expect(session.user).toMatchObject({ email: user.email, status: 'ACTIVE' });
    expect(session.user.registerDate).not.toBeNull();
    const cookie = sessionCookieOf(response);
    expect((await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie } })).statusCode).toBe(200);
    await signIn(t.app, user.email, NEW_PASSWORD);

    expectErrorResponse(await t.app.inject({ method: 'GET', url: `/user/token/${token}` }), 403, 'ACCESS_DENIED');
    expectErrorResponse(await register(token, { password: NEW_PASSWORD, termsAccepted: true }), 403, 'ACCESS_DENIED');
    expect((await mailsTo(user.email)).map((m) => m.template).sort()).toEqual(['INVITATION', 'REGISTRATION']);
  });

  it('answers NOT_A_VALID_UUID, ACCESS_DENIED and INVALID_INPUT as the register page expects', async () => {
    expectErrorResponse(await t.app.inject({ method: 'GET', url: '/user/token/abc' }), 400, 'NOT_A_VALID_UUID');
    expectErrorResponse(
      await t.app.inject({ method: 'GET', url: '/user/token/6b1c1b9e-0000-4000-8000-000000000000' }),
      403,
      'ACCESS_DENIED',
    );
    expectErrorResponse(
      await register('abc', { password: NEW_PASSWORD, termsAccepted: true }),
      400,
      'NOT_A_VALID_UUID',
    );
    const { token } = await invite();
    expectErrorResponse(
      await register(token, { password: NEW_PASSWORD, termsAccepted: true, role: 'GOD' }),
      400,
      'INVALID_INPUT',
    );
    time.advance(15 * 86_400_000);
    expectErrorResponse(await t.app.inject({ method: 'GET', url: `/user/token/${token}` }), 403, 'ACCESS_DENIED');
  });

  it('gives external-only users a random password without checking the typed one', async () => {
    const { user, token } = await invite({ onlyExternalAuthentication: true });
    const response = await register(token, { password: '', termsAccepted: true });
    expect(response.statusCode).toBe(200);
    expect(authCheckResponseSchema.parse(response.json()).user.onlyExternalAuthentication).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expectErrorResponse(
      await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: 'x' } }),
      401,
      'WRONG_CREDENTIALS',
    );
  });

  it('refuses a deactivated invitee', async () => {
    const { user, token } = await invite();
    await t.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.id, user.id));
    expectErrorResponse(await register(token, { password: NEW_PASSWORD, termsAccepted: true }), 403, 'ACCESS_DENIED');
  });
});
