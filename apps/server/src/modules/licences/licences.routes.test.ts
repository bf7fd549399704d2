import { describe, expect, it } from 'vitest';
import { licenceInfoSchema, noLicences } from '@mobilo/contract';
import { buildCompany, buildUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { setLicences } from './licences.service';

const t = useTestApp();

describe('GET /api/v3/licences', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/licences' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: { errorCode: 'UNAUTHENTICATED' } });
  });

  it("answers the signed-in user's company licences, never another company's", async () => {
    const licensed = await buildCompany(t.db);
    const other = await buildCompany(t.db);
    const licences = { ...noLicences, benefit: 'PROFESSIONAL' as const, deals: true, churnDate: '2027-03-31' };
    await setLicences(t.db, licensed.id, licences);
    await setLicences(t.db, other.id, { ...noLicences, card: true });
    const user = await buildUser(t.db, { companyId: licensed.id });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v3/licences',
      headers: { cookie: await signIn(t.app, user.email) },
    });
    expect(response.statusCode).toBe(200);
    expect(licenceInfoSchema.parse(response.json())).toEqual(licences);
  });

  it('answers no licences for a company without any', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id, role: 'ACCOUNTANT' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v3/licences',
      headers: { cookie: await signIn(t.app, user.email) },
    });
    expect(response.json()).toEqual(noLicences);
  });
});
