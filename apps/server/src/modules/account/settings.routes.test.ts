import { beforeAll, describe, expect, it } from 'vitest';
import { sessionUserSchema } from '@mobilo/contract';
import { buildCompany, buildUser, expectErrorResponse, signIn, TEST_PASSWORD } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

describe('own password, language and timezone', () => {
  let companyId: string;
  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
  });

  const change = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/user/change-password', headers: { cookie }, payload });

  it('changes the password after checking the current one and ends the other sessions', async () => {
    const user = await buildUser(t.db, { companyId });
    const cookie = await signIn(t.app, user.email);
    const elsewhere = await signIn(t.app, user.email);
    expectErrorResponse(
      await change(cookie, { oldPassword: 'Wrong!Passw0rd', newPassword: 'Next!Passw0rd' }),
      400,
      'WRONG_PASSWORD',
    );
    expect(
      expectErrorResponse(
        await change(cookie, { oldPassword: TEST_PASSWORD, newPassword: 'weakpass' }),
        400,
        'INVALID_INPUT',
      ).parameter,
    ).toBe('body.newPassword');
    expect((await change(cookie, { oldPassword: TEST_PASSWORD, newPassword: 'Next!Passw0rd' })).json()).toEqual({
      changed: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie } })).statusCode).toBe(200);
    expectErrorResponse(
      await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie: elsewhere } }),
      401,
      'UNAUTHENTICATED',
    );
    await signIn(t.app, user.email, 'Next!Passw0rd');
  });

  it('refuses users who sign in only elsewhere, and requests without a session', async () => {
    const user = await buildUser(t.db, { companyId, onlyExternalAuthentication: true });
    const cookie = await signIn(t.app, user.email);
    expectErrorResponse(
      await change(cookie, { oldPassword: TEST_PASSWORD, newPassword: 'Next!Passw0rd' }),
      403,
      'ACCESS_DENIED',
    );
    expectErrorResponse(
      await t.app.inject({
        method: 'POST',
        url: '/user/change-password',
        payload: { oldPassword: 'a', newPassword: 'Next!Passw0rd' },
      }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('changes language and timezone and answers with the updated user', async () => {
    const user = await buildUser(t.db, { companyId, culture: 'en' });
    const cookie = await signIn(t.app, user.email);
    const patch = (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload });
    const language = await patch('/user/settings/change-language', { language: 'de' });
    expect(sessionUserSchema.parse(language.json()).culture).toBe('de');
    const timezone = await patch('/user/settings/change-timezone', { timezone: 'America/New_York' });
    expect(sessionUserSchema.parse(timezone.json())).toMatchObject({ culture: 'de', timezone: 'America/New_York' });
    expectErrorResponse(await patch('/user/settings/change-language', { language: 'fr' }), 400, 'INVALID_INPUT');
    expectErrorResponse(
      await patch('/user/settings/change-timezone', { timezone: 'Mars/Olympus' }),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(
      await t.app.inject({ method: 'PATCH', url: '/user/settings/change-language', payload: { language: 'de' } }),
      401,
      'UNAUTHENTICATED',
    );
  });
});
