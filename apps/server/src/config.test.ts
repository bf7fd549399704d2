import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000 at the local stage, with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, stage: 'local', databaseUrl: undefined, seedDemoData: true });
    expect(config.secureCookies).toBe(false);
  });

  it('names a contact address for trial users on the local stage only, unless one is given', () => {
    expect(loadConfig({ STAGE: 'local' }).supportEmail).toBe('sales@mobilo.localhost');
    expect(loadConfig({ STAGE: 'prod', SSO_SECRET_KEY: 'a'.repeat(64) }).supportEmail).toBeNull();
    expect(loadConfig({ STAGE: 'local', SUPPORT_EMAIL: 'hello@example.test' }).supportEmail).toBe('hello@example.test');
  });

  it('switches to PostgreSQL, without demo data unless asked', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db.example/mobilo',
      STAGE: 'prod',
      SSO_SECRET_KEY: 'ab'.repeat(32),
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://db.example/mobilo',
      seedDemoData: false,
      secureCookies: true,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({}).seedLargeCompany).toBeNull();
    expect(loadConfig({ SEED_LARGE_COMPANY: '2000x10' }).seedLargeCompany).toEqual({
      employees: 2000,
      expensesPerEmployee: 10,
    });
    expect(() => loadConfig({ SEED_LARGE_COMPANY: 'many' })).toThrow();
  });

  it('requires the single sign-on key outside the local stage and derives one locally', () => {
    expect(() => loadConfig({ STAGE: 'qa' })).toThrow('SSO_SECRET_KEY');
    expect(loadConfig({ STAGE: 'qa', SSO_SECRET_KEY: 'ab'.repeat(32) }).ssoSecretKey).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: 'a' }).ssoSecretKey.equals(loadConfig({ DATA_DIR: 'a' }).ssoSecretKey)).toBe(true);
    expect(loadConfig({ DATA_DIR: 'a' }).ssoSecretKey.equals(loadConfig({ DATA_DIR: 'b' }).ssoSecretKey)).toBe(false);
  });

  it('moves the clock on the local stage only', () => {
    expect(loadConfig({}).clockStart).toBeNull();
    expect(loadConfig({ CLOCK_START: '2026-12-02T10:00:00+01:00' }).clockStart).toEqual(
      new Date('2026-12-02T09:00:00Z'),
    );
    expect(() => loadConfig({ CLOCK_START: 'next tuesday' })).toThrow(/CLOCK_START/);
    expect(() =>
      loadConfig({ STAGE: 'prod', SSO_SECRET_KEY: 'a'.repeat(64), CLOCK_START: '2026-12-02T10:00:00Z' }),
    ).toThrow(/only the local stage/);
  });

  it('builds links from PUBLIC_URL, else from the port', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://app.example/' }).publicUrl).toBe('https://app.example');
  });

  it('sends phone users to the app itself unless MOBILE_APP_URL names another address', () => {
    expect(loadConfig({ PORT: '4000' }).mobileAppUrl).toBe('http://localhost:4000/');
    expect(loadConfig({ PUBLIC_URL: 'https://app.example/' }).mobileAppUrl).toBe('https://app.example/');
    expect(loadConfig({ MOBILE_APP_URL: 'https://store.example/mobilo' }).mobileAppUrl).toBe(
      'https://store.example/mobilo',
    );
    expect(() => loadConfig({ MOBILE_APP_URL: 'not an address' })).toThrow('MOBILE_APP_URL');
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ STAGE: 'qa', SSO_SECRET_KEY: 'ab'.repeat(32) }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow('TRUST_PROXY');
  });

  it('splits the allowed origins', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example, https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('reads the support contact and links', () => {
    const config = loadConfig({
      SUPPORT_EMAIL: 'help@mobilo.example',
      SUPPORT_LINKS: JSON.stringify({
        faq: { en: 'https://help.mobilo.example/en' },
        ideas: 'https://ideas.mobilo.example',
      }),
    });
    expect(config.supportEmail).toBe('help@mobilo.example');
    expect(config.supportLinks).toEqual({
      faq: { en: 'https://help.mobilo.example/en' },
      ideas: 'https://ideas.mobilo.example',
    });
    expect(loadConfig({}).supportLinks).toEqual({});
  });

  it.each([
    [{ SUPPORT_LINKS: 'not json' }, 'SUPPORT_LINKS'],
    [{ SUPPORT_LINKS: '{"faq":{"en":"javascript:alert(1)"}}' }, 'SUPPORT_LINKS'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ STAGE: 'staging' }, 'STAGE'],
  ])('refuses invalid settings %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
