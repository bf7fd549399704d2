import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCheckResponseSchema } from '@mobilo/contract';
import { companySsoConfigs } from '../../db/schema/sso';
import { buildCompany, buildUser, sessionCookieOf } from '../../../test/factories';
import { followProviderRedirects, startTestProvider, type TestProvider } from '../../../test/oidc-test-provider';
import { useTestApp } from '../../../test/test-app';
import { configureCompanySso } from './sso.service';

const publicUrl = 'https://app.mobilo.test';
const t = useTestApp({ publicUrl });

describe('single sign-on with OpenID Connect', () => {
  let provider: TestProvider;
  let companyId: string;

  beforeAll(async () => {
    provider = await startTestProvider({ redirectUris: [`${publicUrl}/auth/mslogin/callback`] });
    companyId = (await buildCompany(t.db, { name: 'SSO Corp' })).id;
    await configureCompanySso(t.app.deps, null, {
      companyId,
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      emailDomains: ['sso-corp.test'],
    });
  });
  afterAll(() => provider?.close());

  /** The browser: our login entry, the provider's pages, back to our callback. */
  async function signInThroughProvider(email: string) {
    const start = await t.app.inject({
      method: 'GET',
      url: `/auth/mslogin/login/WEB?email=${encodeURIComponent(email)}`,
    });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const callback = await followProviderRedirects(authorize.href, provider.issuer);
    expect(callback.origin + callback.pathname).toBe(`${publicUrl}/auth/mslogin/callback`);
    return t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
  }

  it('stores the client secret encrypted and marks the company users', async () => {
    const [row] = await t.db.select().from(companySsoConfigs).where(eq(companySsoConfigs.companyId, companyId));
    expect(row!.clientSecretEncrypted).not.toContain(provider.clientSecret);
    const tokenUser = await buildUser(t.db, { companyId, email: 'marked@sso-corp.test' });
    const { getSessionUser } = await import('../users/users.service');
    expect((await getSessionUser(t.db, companyId, tokenUser.id))?.companySSOAuthentication).toBe(true);
  });

  it('signs a company user in through the provider and opens a session', async () => {
    const user = await buildUser(t.db, { companyId, email: 'sina@sso-corp.test' });
    const back = await signInThroughProvider(user.email);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/');
    const cookie = sessionCookieOf(back);
    const check = await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie } });
    expect(authCheckResponseSchema.parse(check.json()).user.id).toBe(user.id);
  });

  it('sends people without an account in that company back with a loginError', async () => {
    const back = await signInThroughProvider('stranger@sso-corp.test');
    expect(back.headers.location).toBe('/auth/login?loginError=ERROR_CODE_102');
    expect(back.cookies.find((c) => c.name === 'mobilo_session')).toBeUndefined();
  });

  it('refuses a replayed or forged callback', async () => {
    const user = await buildUser(t.db, { companyId, email: 'rita@sso-corp.test' });
    const start = await t.app.inject({
      method: 'GET',
      url: `/auth/mslogin/login/WEB?email=${encodeURIComponent(user.email)}`,
    });
    const callback = await followProviderRedirects(start.headers.location as string, provider.issuer);
    const first = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(first.headers.location).toBe('/');
    const replay = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(replay.headers.location).toBe('/auth/login?loginError=ERROR_CODE_101');
    const forged = await t.app.inject({ method: 'GET', url: '/auth/mslogin/callback?code=abc&state=forged' });
    expect(forged.headers.location).toBe('/auth/login?loginError=ERROR_CODE_101');
  });

  it('sends emails of domains without single sign-on back to the login page', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/auth/mslogin/login/WEB?email=someone%40plain.test' });
    expect(start.headers.location).toBe('/auth/login?loginError=ERROR_CODE_102');
  });

  it('brings the browser back to the login page with a message when the provider cannot be reached', async () => {
    const broken = (await buildCompany(t.db, { name: 'Broken SSO' })).id;
    await configureCompanySso(t.app.deps, null, {
      companyId: broken,
      issuer: 'http://127.0.0.1:9/nowhere',
      clientId: 'x',
      clientSecret: 'y',
      emailDomains: ['broken-sso.test'],
    });
    const start = await t.app.inject({ method: 'GET', url: '/auth/mslogin/login/WEB?email=a%40broken-sso.test' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toMatch(/^\/auth\/login\?loginError=/);
  });
});
