import { beforeAll, describe, expect, it } from 'vitest';
import { importUsersResponseSchema, listUsersResponseSchema, managedUserSchema } from '@mobilo/contract';
import { buildCompany, buildUser, expectErrorResponse, signInRoles } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { roles } from '../../db/schema/roles';

const t = useTestApp();

/** The DATEV rules for personal numbers where they are entered: the admin form and the CSV import. */
describe('personal numbers and commute figures of employees', () => {
  let datevCompany: string;
  let plainCompany: string;
  let admin: string;
  let plainAdmin: string;
  let userRoleId: string;

  beforeAll(async () => {
    datevCompany = (await buildCompany(t.db, { consultantNumber: '1234567', clientNumber: '12345' })).id;
    plainCompany = (await buildCompany(t.db)).id;
    admin = (await signInRoles(t.app, t.db, datevCompany, ['ADMIN'])).cookies.ADMIN;
    plainAdmin = (await signInRoles(t.app, t.db, plainCompany, ['ADMIN'])).cookies.ADMIN;
    userRoleId = (await t.db.select().from(roles)).find((role) => role.name === 'USER')!.id;
    await buildUser(t.db, { companyId: datevCompany, personalNumber: '1001' });
    // The same number in another company is no conflict.
    await buildUser(t.db, { companyId: plainCompany, personalNumber: '2002' });
  });

  const fields = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Petra',
    lastName: 'Pendel',
    email: `p-${Math.random().toString(36).slice(2)}@acme.test`,
    roleId: userRoleId,
    personalNumber: '2002',
    userType: 'PROFESSIONAL',
    culture: 'de',
    timezone: 'Europe/Berlin',
    ...overrides,
  });
  const post = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/user', payload, headers: { cookie } });

  it('refuses numbers DATEV cannot book and numbers another employee holds, once DATEV numbers are set', async () => {
    for (const personalNumber of ['7;29834', '123456', '0', 'AB12']) {
      const reason = expectErrorResponse(await post(admin, fields({ personalNumber })), 400, 'PERSONAL_NUMBER_INVALID');
      expect(reason.parameter).toBe(personalNumber);
    }
    expectErrorResponse(await post(admin, fields({ personalNumber: '01001' })), 409, 'PERSONAL_NUMBER_TAKEN');
    // Without DATEV numbers the company's numbers are its own business.
    expect((await post(plainAdmin, fields({ personalNumber: 'AB12' }))).statusCode).toBe(200);
  });

  it('accepts in-house numbers when the company uses them', async () => {
    const configuration = (
      await t.app.inject({ url: '/api/v3/settings/tax-configuration', headers: { cookie: admin } })
    ).json();
    const { alphanumericPersonalNumbers: _, defaultWorkingDays: __, ...rest } = configuration;
    const put = (alphanumericPersonalNumbers: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v3/settings/tax-configuration',
        payload: { ...rest, alphanumericPersonalNumbers },
        headers: { cookie: admin },
      });
    expect((await put(true)).statusCode).toBe(200);
    expect((await post(admin, fields({ personalNumber: 'AB-12' }))).statusCode).toBe(200);
    expectErrorResponse(await post(admin, fields({ personalNumber: 'ab-12' })), 409, 'PERSONAL_NUMBER_TAKEN');
    expect((await put(false)).statusCode).toBe(200);
  });

  it('stores commute distance and working days, and keeps them when a form leaves them out', async () => {
    const created = managedUserSchema.parse(
      (await post(admin, fields({ personalNumber: '3003', commuteDistanceKm: 14, workingDaysPerMonth: 18 }))).json(),
    );
    expect(created).toMatchObject({ personalNumber: '3003', commuteDistanceKm: 14, workingDaysPerMonth: 18 });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/user/${created.id}`,
      payload: fields({ email: created.email, personalNumber: '3003', lastName: 'Neu' }),
      headers: { cookie: admin },
    });
    expect(managedUserSchema.parse(updated.json())).toMatchObject({ commuteDistanceKm: 14, workingDaysPerMonth: 18 });
    expectErrorResponse(
      await post(admin, fields({ personalNumber: '3004', workingDaysPerMonth: 32 })),
      400,
      'INVALID_INPUT',
    );
  });

  it('imports commute figures and refuses rows with bad or doubled personal numbers', async () => {
    const header = 'firstName;lastName;email;role;personalNumber;commuteDistanceKm;workingDaysPerMonth';
    const importCsv = (content: string) =>
      t.app.inject({ method: 'POST', url: '/user/import', payload: { content }, headers: { cookie: admin } });
    const refused = importUsersResponseSchema.parse(
      (
        await importCsv(
          `${header}\r\nA;A;a-imp@acme.test;USER;4001;12;20\r\nB;B;b-imp@acme.test;USER;4001;;\r\nC;C;c-imp@acme.test;USER;1001;;\r\nD;D;d-imp@acme.test;USER;123456;x;40\r\n`,
        )
      ).json(),
    );
    expect(refused.importedCount).toBe(0);
    expect(refused.rows.map((row) => row.problems.map((p) => p.problem))).toEqual([
      ['PERSONAL_NUMBER_TAKEN'],
      ['PERSONAL_NUMBER_TAKEN'],
      ['PERSONAL_NUMBER_TAKEN'],
      ['INVALID_NUMBER', 'INVALID_NUMBER', 'PERSONAL_NUMBER_INVALID'],
    ]);
    const imported = importUsersResponseSchema.parse(
      (
        await importCsv(`${header}\r\nA;A;a-imp@acme.test;USER;4001;12;20\r\nB;B;b-imp@acme.test;USER;4002;;\r\n`)
      ).json(),
    );
    expect(imported.importedCount).toBe(2);
    const list = (await t.app.inject({ url: '/user?search=a-imp', headers: { cookie: admin } })).json();
    const id = listUsersResponseSchema.parse(list).users[0]!.id;
    const detail = managedUserSchema.parse(
      (await t.app.inject({ url: `/user/${id}`, headers: { cookie: admin } })).json(),
    );
    expect(detail).toMatchObject({ personalNumber: '4001', commuteDistanceKm: 12, workingDaysPerMonth: 20 });
  });
});
