import { describe, expect, it } from 'vitest';
import { cardPayrollSettingsSchema, noLicences, type RoleName } from '@mobilo/contract';
import { buildCompany, expectErrorResponse, signInRoles } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { setFeatureFlag } from '../flags/feature-flags.service';
import { setLicences } from '../licences/licences.service';

const t = useTestApp();
const path = '/api/v3/card/payroll-settings';

/** A company with the card and its payroll export, the card admin and an admin signed in. */
async function cardCompany(options: { exportFlag?: boolean } = {}) {
  const company = await buildCompany(t.db);
  await setLicences(t.db, company.id, { ...noLicences, benefit: 'PROFESSIONAL', card: true });
  await setFeatureFlag(t.db, company.id, 'CARD', true);
  await setFeatureFlag(t.db, company.id, 'CARD_PAYROLL_EXPORT', options.exportFlag ?? true);
  const { cookies } = await signInRoles(t.app, t.db, company.id, ['CARD_ADMIN', 'ADMIN'] as RoleName[]);
  return { company, cookie: cookies.CARD_ADMIN!, admin: cookies.ADMIN! };
}

const call = (method: 'GET' | 'PUT', cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: path, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

const wageTypes = { sachbezugWageTypeNumber: 4400, flat37bWageTypeNumber: 4410, taxableWageTypeNumber: null };

describe('/api/v3/card/payroll-settings', () => {
  it('answers 401, 403 to another role and without the export flag, and 400 for a number that is no wage type', async () => {
    const acme = await cardCompany();
    expectErrorResponse(await call('GET'), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await call('GET', acme.admin), 403, 'ACCESS_DENIED');
    const flagOff = await cardCompany({ exportFlag: false });
    expectErrorResponse(await call('GET', flagOff.cookie), 403, 'FEATURE_DISABLED');
    for (const body of [
      { ...wageTypes, sachbezugWageTypeNumber: 10000 },
      { ...wageTypes, taxableWageTypeNumber: 0 },
      { ...wageTypes, flat37bWageTypeNumber: '4410' },
      { ...wageTypes, colour: 'red' },
    ])
      expectErrorResponse(await call('PUT', acme.cookie, body), 400, 'INVALID_INPUT');
  });

  it('reads no wage types as version 1, keeps them by version and answers a stale save with the settings as they are', async () => {
    const acme = await cardCompany();
    const before = await call('GET', acme.cookie);
    expect(before.statusCode, before.body).toBe(200);
    expect(cardPayrollSettingsSchema.parse(before.json())).toEqual({
      sachbezugWageTypeNumber: null,
      flat37bWageTypeNumber: null,
      taxableWageTypeNumber: null,
      version: 1,
    });

    const saved = await call('PUT', acme.cookie, wageTypes, { 'if-match': '"1"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...wageTypes, version: 2 });
    expect(saved.headers.etag).toBe('"2"');

    // Another tab filled from version 1 saves late: nothing of it is stored, the answer is version 2.
    const stale = await call('PUT', acme.cookie, { ...wageTypes, taxableWageTypeNumber: 4420, version: 1 });
    expect(expectErrorResponse(stale, 409, 'CONFLICT_STALE_VERSION').parameter).toEqual({ ...wageTypes, version: 2 });
    expect((await call('GET', acme.cookie)).json()).toEqual({ ...wageTypes, version: 2 });

    // The fail mode lives on the same row: its change raises the version the wage types name.
    const failMode = await t.app.inject({
      method: 'PUT',
      url: '/api/v3/card/settings',
      payload: { paymentControlFailMode: 'OPEN', version: 2 },
      headers: { cookie: acme.cookie },
    });
    expect(failMode.statusCode, failMode.body).toBe(200);
    expectErrorResponse(await call('PUT', acme.cookie, { ...wageTypes, version: 2 }), 409, 'CONFLICT_STALE_VERSION');

    // Another company's wage types are its own.
    const other = await cardCompany();
    expect((await call('GET', other.cookie)).json()).toMatchObject({ sachbezugWageTypeNumber: null, version: 1 });
  });

  it('lets only the first of two saves of one version through', async () => {
    const acme = await cardCompany();
    const answers = await Promise.all([
      call('PUT', acme.cookie, { ...wageTypes, version: 1 }),
      call('PUT', acme.cookie, { ...wageTypes, sachbezugWageTypeNumber: 4401, version: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await call('GET', acme.cookie)).json().version).toBe(2);
  });
});
