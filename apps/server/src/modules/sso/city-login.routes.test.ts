import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCheckResponseSchema, mLoginLinkResponseSchema } from '@mobilo/contract';
import { users } from '../../db/schema/users';
import { buildCompany, buildUser, expectErrorResponse, sessionCookieOf, signIn } from '../../../test/factories';
import { followProviderRedirects, startTestProvider, type TestProvider } from '../../../test/oidc-test-provider';
import { useTestApp } from '../../../test/test-app';
import { setFeatureFlag } from '../flags/feature-flags.service';

const publicUrl = 'https://app.mobilo.test';
let account = 'city-subject-1';
let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider({
    redirectUris: [`${publicUrl}/auth/m-login/callback`],
    defaultAccount: () => account,
    emailOf: (subject) => `${subject}@city.example`,
  });
});
afterAll(() => provider?.close());

// The provider must run before the app reads its settings, hence the getters.
const t = useTestApp({
  publicUrl,
  get cityLogin() {
    return {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      emailDomains: ['city-partner.test'],
    };
  },
});

describe('city mobility login', () => {
  let companyId: string;
  let user: { id: string; email: string };

  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
    user = await buildUser(t.db, { companyId, email: 'carla@city-partner.test' });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

  it('is refused while the flag is off, and for other email domains', async () => {
    const cookie = await signIn(t.app, user.email);
    expectErrorResponse(await get('/auth/m-login/connect/WEB', cookie), 403, 'FEATURE_DISABLED');
    expect((await get('/auth/m-login/login/WEB')).headers.location).toBe('/auth/login?loginError=ERROR_CODE_104');

    await setFeatureFlag(t.db, null, 'CITY_LOGIN', true);
    const other = await buildUser(t.db, { companyId, email: 'otto@elsewhere.test' });
    expectErrorResponse(
      await get('/auth/m-login/connect/WEB', await signIn(t.app, other.email)),
      403,
      'FEATURE_DISABLED',
    );
    expectErrorResponse(await get('/auth/m-login/connect/WEB'), 401, 'UNAUTHENTICATED');
  });

  it('links the account, signs in with it, and unlinks it', async () => {
    await setFeatureFlag(t.db, null, 'CITY_LOGIN', true);
    account = 'city-subject-1';
    const cookie = await signIn(t.app, user.email);
    const { redirectUrl } = mLoginLinkResponseSchema.parse((await get('/auth/m-login/connect/WEB', cookie)).json());
    const back = await followProviderRedirects(redirectUrl, provider.issuer);
    const linked = await get(back.pathname + back.search);
    expect(linked.headers.location).toBe('/');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.mLoginId).toBe('city-subject-1');

    const start = await get('/auth/m-login/login/WEB');
    const callback = await followProviderRedirects(start.headers.location as string, provider.issuer);
    const signedIn = await get(callback.pathname + callback.search);
    expect(signedIn.headers.location).toBe('/');
    const check = await get('/auth/check', sessionCookieOf(signedIn));
    expect(authCheckResponseSchema.parse(check.json()).user).toMatchObject({ id: user.id, mLoginId: 'city-subject-1' });

    expect((await get('/auth/m-login/disconnect/WEB', cookie)).json()).toEqual({ redirectUrl: '/' });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.mLoginId).toBeNull();
  });

  it('sends unknown city accounts back to the login page', async () => {
    await setFeatureFlag(t.db, null, 'CITY_LOGIN', true);
    account = 'nobody-here';
    const start = await get('/auth/m-login/login/WEB');
    const callback = await followProviderRedirects(start.headers.location as string, provider.issuer);
    const back = await get(callback.pathname + callback.search);
    expect(back.headers.location).toBe('/auth/login?loginError=ERROR_CODE_102');
    expect(back.cookies.find((c) => c.name === 'mobilo_session')).toBeUndefined();
  });
});
