import { beforeAll, describe, expect, it } from 'vitest';
import { defaultCompanyStyle, type RoleName } from '@mobilo/contract';
import { buildCompany, buildUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const logo = `data:image/png;base64,${pngHeader.toString('base64')}`;
const style = { logoLight: logo, logoDark: null, favicon: logo, colors: { primary: '#aa3300' }, hideCompanyName: true };

describe('company style', () => {
  const cookies = {} as Record<RoleName | 'otherAdmin', string>;

  beforeAll(async () => {
    const company = await buildCompany(t.db);
    for (const role of ['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN', 'EXPENSE_CHECKER', 'ACCOUNTANT', 'USER'] as const) {
      const user = await buildUser(t.db, { companyId: company.id, role });
      cookies[role] = await signIn(t.app, user.email);
    }
    const other = await buildCompany(t.db);
    cookies.otherAdmin = await signIn(t.app, (await buildUser(t.db, { companyId: other.id, role: 'ADMIN' })).email);
  });

  const put = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v3/company/style',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const get = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v3/company/style', headers: cookie ? { cookie } : {} });

  it('answers 401 without a session', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put(undefined, style)).statusCode).toBe(401);
  });

  it('starts with the defaults', async () => {
    expect((await get(cookies.USER)).json()).toEqual(defaultCompanyStyle);
  });

  it.each(['EXPENSE_CHECKER', 'ACCOUNTANT', 'USER'] as const)('refuses %s with 403', async (role) => {
    const response = await put(cookies[role], style);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: { errorCode: 'ACCESS_DENIED' } });
  });

  it.each(['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN'] as const)('lets %s change it for the whole company', async (role) => {
    const response = await put(cookies[role], { ...style, colors: { primary: '#aa3300', danger: '#cc0000' } });
    expect(response.statusCode).toBe(200);
    expect((await get(cookies.USER)).json()).toMatchObject({
      logoLight: logo,
      hideCompanyName: true,
      colors: { danger: '#cc0000' },
    });
  });

  it("never shows or changes another company's style", async () => {
    expect((await get(cookies.otherAdmin)).json()).toEqual(defaultCompanyStyle);
  });

  it.each([
    [
      'a file that only claims to be a PNG',
      { ...style, logoLight: `data:image/png;base64,${Buffer.from('MZ executable').toString('base64')}` },
      'body.logoLight',
    ],
    ['an SVG', { ...style, favicon: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'body.favicon'],
    ['a colour that is not #RRGGBB', { ...style, colors: { primary: 'red' } }, 'body.colors.primary'],
    ['an unknown field', { ...style, css: 'body{}' }, 'body.css'],
  ])('refuses %s with 400 and keeps the stored style', async (_name, payload, parameter) => {
    const before = (await get(cookies.ADMIN)).json();
    const response = await put(cookies.ADMIN, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, reason: { errorCode: 'INVALID_INPUT', parameter } });
    expect((await get(cookies.ADMIN)).json()).toEqual(before);
  });
});
