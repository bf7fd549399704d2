import { describe, expect, it } from 'vitest';
import { buildCompany, buildUser, signIn } from '../../../test/factories';
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
    await setFeatureFlag(t.db, null, 'CITY_LOGIN', true);
    await setFeatureFlag(t.db, company.id, 'CITY_LOGIN', false);
    expect((await get('CITY_LOGIN')).json()).toMatchObject({ value: true });
    const cookie = await signIn(t.app, user.email);
    expect((await get('CITY_LOGIN', cookie)).json()).toMatchObject({ value: false });
    // A broken cookie is ignored, not refused: the visitor still sees the default.
    expect((await get('CITY_LOGIN', `mobilo_session=${'x'.repeat(43)}`)).json()).toMatchObject({ value: true });
  });
});
