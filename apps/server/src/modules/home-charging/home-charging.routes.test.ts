import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chargingActivitySchema,
  chargingContractSchema,
  homeChargingUserSchema,
  listActivitiesResponseSchema,
  listChargingUsersResponseSchema,
  myActivitiesSchema,
  noLicences,
  type RoleName,
  userImportResponseSchema,
  wallboxImportResponseSchema,
} from '@mobilo/contract';
import {
  buildCompany,
  buildUser,
  enableHomeCharging,
  expectErrorResponse,
  signIn,
  signInRoles,
} from '../../../test/factories';
import { multipartBody } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { makeMeterPhotoJpeg } from '../../demo/meter-photo';
import { makeReceiptPdf } from '../../demo/sample-receipts';
import { homeChargingActivities } from '../../db/schema/home-charging';
import { periods } from '../../db/schema/periods';
import { users } from '../../db/schema/users';
import { setFeatureFlag } from '../flags/feature-flags.service';
import { setLicences } from '../licences/licences.service';
import { createPeriodsForCompany } from '../periods/periods.service';

const t = useTestApp({}, { clock: () => new Date('2026-04-10T09:00:00Z') });
const base = '/api/v3/home-charging';
const enrolment = {
  type: 'VARIABLE',
  carKind: 'COMPANY',
  vehicle: 'ELECTRIC',
  batteryKwh: 10,
  meterIds: ['M-100'],
  pricingMethods: [{ year: 2026, method: 'CONTRACT' }],
} as const;
const readings = (month: string, start: string, end: string) => ({
  month,
  meterId: 'M-100',
  startReading: start,
  endReading: end,
  startReadingDate: `${month}-01`,
  endReadingDate: `${month}-28`,
});

describe('home charging', () => {
  let companyId: string;
  let cookies: Record<RoleName, string>;
  let ids: Record<RoleName, string>;
  let otherAdmin: string;
  let otherUserId: string;

  const call = (
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `${base}${url}`, payload, headers: cookie ? { cookie } : {} });
  const upload = (cookie: string, url: string, content: Buffer, filename = 'photo.jpg') => {
    const { payload, headers } = multipartBody([{ filename, content }]);
    return t.app.inject({ method: 'POST', url: `${base}${url}`, payload, headers: { ...headers, cookie } });
  };

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Laden GmbH' })).id;
    await enableHomeCharging(t.db, companyId);
    await createPeriodsForCompany(t.db, companyId, { from: '202601' });
    ({ cookies, ids } = await signInRoles(t.app, t.db, companyId, ['ADMIN', 'USER', 'ACCOUNTANT', 'EXPENSE_CHECKER']));
    await t.db.update(users).set({ personalNumber: '2001' }).where(eq(users.id, ids.USER));
    const other = (await buildCompany(t.db, { name: 'Fremd AG' })).id;
    await enableHomeCharging(t.db, other);
    const admin = await buildUser(t.db, { companyId: other, role: 'ADMIN' });
    otherAdmin = await signIn(t.app, admin.email);
    otherUserId = (await buildUser(t.db, { companyId: other })).id;
  });

  it('asks for a session, and refuses roles the menu does not name', async () => {
    expect((await call(undefined, 'GET', '/users')).statusCode).toBe(401);
    expectErrorResponse(await call(cookies.USER, 'GET', '/users'), 403, 'ACCESS_DENIED');
    expectErrorResponse(await call(cookies.ACCOUNTANT, 'GET', '/users'), 403, 'ACCESS_DENIED');
    expectErrorResponse(
      await call(cookies.EXPENSE_CHECKER, 'PUT', `/users/${ids.USER}`, enrolment),
      403,
      'ACCESS_DENIED',
    );
    expect((await call(cookies.ACCOUNTANT, 'GET', '/activities')).statusCode).toBe(200);
  });

  it('is refused without the licence or the flag', async () => {
    const company = (await buildCompany(t.db)).id;
    const admin = await signIn(t.app, (await buildUser(t.db, { companyId: company, role: 'ADMIN' })).email);
    expectErrorResponse(await call(admin, 'GET', '/users'), 403, 'FEATURE_DISABLED');
    await setFeatureFlag(t.db, company, 'HOME_CHARGING', true);
    expectErrorResponse(await call(admin, 'GET', '/activities'), 403, 'HOME_CHARGING_NOT_LICENSED');
    await setLicences(t.db, company, { ...noLicences, homeCharging: true });
    expect((await call(admin, 'GET', '/activities')).statusCode).toBe(200);
    expectErrorResponse(await call(admin, 'GET', '/contracts'), 409, 'HOME_CHARGING_CONTRACTS_DISABLED');
  });

  it('enrols an employee, refuses bad enrolments and another company’s user', async () => {
    expectErrorResponse(
      await call(cookies.USER, 'POST', '/my-activities', readings('2026-03', '100', '200')),
      409,
      'HOME_CHARGING_NOT_ENROLLED',
    );
    expectErrorResponse(
      await call(cookies.ADMIN, 'PUT', `/users/${ids.USER}`, { ...enrolment, batteryKwh: 0 }),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(await call(otherAdmin, 'PUT', `/users/${ids.USER}`, enrolment), 404, 'NOT_FOUND');
    const response = await call(cookies.ADMIN, 'PUT', `/users/${ids.USER}`, enrolment);
    expect(response.statusCode).toBe(200);
    const user = homeChargingUserSchema.parse(response.json());
    expect(user).toMatchObject({ type: 'VARIABLE', carKind: 'COMPANY', meterIds: ['M-100'] });
    const list = listChargingUsersResponseSchema.parse(
      (await call(cookies.EXPENSE_CHECKER, 'GET', '/users?enrolled=true')).json(),
    );
    expect(list.users.map((u) => u.userId)).toEqual([ids.USER]);
    expect(list.enrolledCount).toBe(1);
    const session = (
      await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie: cookies.USER } })
    ).json();
    expect(JSON.stringify(session)).toContain('"homeCharging":"VARIABLE"');
  });

  it('takes a contract with its proof, refuses overlaps, bad prices and files that are no PDF or image', async () => {
    const terms = { supplier: 'Stadtwerke Köln', isDynamic: false, validFrom: '2026-01-01', validUntil: null };
    expectErrorResponse(
      await call(cookies.USER, 'POST', '/my-contracts', { ...terms, centsPerKwh: '0' }),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(
      await call(cookies.USER, 'POST', '/my-contracts', { ...terms, centsPerKwh: '500' }),
      400,
      'INVALID_INPUT',
    );
    const created = await call(cookies.USER, 'POST', '/my-contracts', { ...terms, centsPerKwh: '31.50' });
    expect(created.statusCode).toBe(200);
    const contract = chargingContractSchema.parse(created.json());
    expect(contract).toMatchObject({ status: 'SUBMITTED', centsPerKwh: '31.50', isDecidable: false });
    expectErrorResponse(
      await call(cookies.USER, 'POST', '/my-contracts', { ...terms, validFrom: '2026-06-01', centsPerKwh: '30' }),
      409,
      'HOME_CHARGING_CONTRACT_OVERLAPS',
    );
    expectErrorResponse(
      await call(cookies.EXPENSE_CHECKER, 'PATCH', `/contracts/${contract.id}/approve`, {}),
      409,
      'HOME_CHARGING_PROOF_MISSING',
    );
    const text = await upload(cookies.USER, `/my-contracts/${contract.id}/proof`, Buffer.from('plain text'), 'c.txt');
    expect(text.statusCode).toBe(415);
    const proof = await upload(
      cookies.USER,
      `/my-contracts/${contract.id}/proof`,
      makeReceiptPdf(['Vertrag']),
      'c.pdf',
    );
    expect(chargingContractSchema.parse(proof.json())).toMatchObject({ proofFileName: 'c.pdf', isDecidable: true });
    expectErrorResponse(await call(otherAdmin, 'GET', `/contracts/${contract.id}`), 404, 'NOT_FOUND');
    const approved = await call(cookies.EXPENSE_CHECKER, 'PATCH', `/contracts/${contract.id}/approve`, {});
    expect(chargingContractSchema.parse(approved.json()).status).toBe('APPROVED');
    const proofFile = await call(cookies.ACCOUNTANT, 'GET', `/contracts/${contract.id}/proof`);
    expect(proofFile.statusCode).toBe(200);
    expect(proofFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const history = (await call(cookies.ADMIN, 'GET', `/contracts/${contract.id}/history`)).json();
    expect(history.events.map((e: { action: string }) => e.action)).toEqual([
      'home-charging.contract-submitted',
      'home-charging.contract-proof',
      'home-charging.contract-approved',
    ]);
  });

  it('claims a month from readings at the contract price, with photos, and approves it', async () => {
    expectErrorResponse(
      await call(cookies.USER, 'POST', '/my-activities', readings('2026-02', '200', '150')),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(
      await call(cookies.USER, 'POST', '/my-activities', readings('2026-02', '-1', '150')),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(
      await call(cookies.USER, 'POST', '/my-activities', readings('2025-12', '1', '150')),
      400,
      'HOME_CHARGING_MONTH_NOT_ALLOWED',
    );
    expectErrorResponse(
      await call(cookies.USER, 'POST', '/my-activities', { ...readings('2026-02', '1', '150'), meterId: 'X' }),
      400,
      'HOME_CHARGING_UNKNOWN_METER',
    );
    const created = await call(cookies.USER, 'POST', '/my-activities', readings('2026-02', '1000.00', '1165.75'));
    expect(created.statusCode).toBe(200);
    const activity = chargingActivitySchema.parse(created.json());
    expect(activity).toMatchObject({
      kwh: '165.75',
      priceSource: 'CONTRACT',
      centsPerKwh: '31.50',
      amount: '52.21',
      status: 'SUBMITTED',
      isDecidable: false,
      warnings: [],
    });
    expectErrorResponse(
      await call(cookies.USER, 'POST', '/my-activities', readings('2026-02', '1165.75', '1200')),
      409,
      'HOME_CHARGING_MONTH_CLAIMED',
    );
    expectErrorResponse(
      await call(cookies.EXPENSE_CHECKER, 'PATCH', `/activities/${activity.id}/approve`, {}),
      409,
      'HOME_CHARGING_PHOTOS_MISSING',
    );
    const pdf = await upload(cookies.USER, `/my-activities/${activity.id}/start-photo`, makeReceiptPdf(['x']), 'a.pdf');
    expect(pdf.statusCode).toBe(415);
    await upload(cookies.USER, `/my-activities/${activity.id}/start-photo`, makeMeterPhotoJpeg('2026-02-01'));
    const end = await upload(cookies.USER, `/my-activities/${activity.id}/end-photo`, makeMeterPhotoJpeg('2026-03-05'));
    expect(chargingActivitySchema.parse(end.json())).toMatchObject({
      hasStartPhoto: true,
      hasEndPhoto: true,
      isDecidable: true,
      warnings: ['PHOTO_ON_OTHER_DATE'],
    });
    expectErrorResponse(await call(otherAdmin, 'PATCH', `/activities/${activity.id}/approve`, {}), 404, 'NOT_FOUND');
    const approved = await call(cookies.EXPENSE_CHECKER, 'PATCH', `/activities/${activity.id}/approve`, {});
    expect(chargingActivitySchema.parse(approved.json())).toMatchObject({ status: 'APPROVED', amount: '52.21' });
    const photo = await call(cookies.ACCOUNTANT, 'GET', `/activities/${activity.id}/end-photo`);
    expect(photo.statusCode).toBe(200);
    expectErrorResponse(
      await call(cookies.USER, 'DELETE', `/my-activities/${activity.id}`),
      409,
      'HOME_CHARGING_WRONG_STATUS',
    );
  });

  it('warns of readings that skip and of more kWh than the battery takes; the checker rejects with a reason', async () => {
    // 10 kWh battery × 31 days = 310 kWh in March.
    const created = await call(cookies.USER, 'POST', '/my-activities', readings('2026-03', '1170.00', '1500.00'));
    const activity = chargingActivitySchema.parse(created.json());
    expect(activity.warnings).toEqual(['READINGS_SKIP', 'MORE_THAN_BATTERY']);
    const list = listActivitiesResponseSchema.parse(
      (await call(cookies.ACCOUNTANT, 'GET', '/activities?status=SUBMITTED&month=2026-03')).json(),
    );
    expect(list.activities.map((a) => a.id)).toEqual([activity.id]);
    expect(list.counts).toEqual({ SUBMITTED: 1, APPROVED: 0, REJECTED: 0 });
    expectErrorResponse(
      await call(cookies.ACCOUNTANT, 'PATCH', `/activities/${activity.id}/reject`, { reason: 'x' }),
      403,
      'ACCESS_DENIED',
    );
    expectErrorResponse(
      await call(cookies.EXPENSE_CHECKER, 'PATCH', `/activities/${activity.id}/reject`, { reason: '' }),
      400,
      'INVALID_INPUT',
    );
    const rejected = await call(cookies.EXPENSE_CHECKER, 'PATCH', `/activities/${activity.id}/reject`, {
      reason: 'Zählerstand passt nicht',
    });
    expect(chargingActivitySchema.parse(rejected.json())).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Zählerstand passt nicht',
      isDeletable: true,
    });
    const history = (await call(cookies.ADMIN, 'GET', `/activities/${activity.id}/history`)).json();
    expect(history.events.map((e: { action: string }) => e.action)).toEqual([
      'home-charging.activity-submitted',
      'home-charging.activity-rejected',
    ]);
    // A rejected month may be claimed again.
    const again = await call(cookies.USER, 'POST', '/my-activities', readings('2026-03', '1165.75', '1300.00'));
    expect(chargingActivitySchema.parse(again.json()).warnings).toEqual([]);
    const mine = myActivitiesSchema.parse((await call(cookies.USER, 'GET', '/my-activities')).json());
    expect(mine.activities.map((a) => `${a.month} ${a.status}`)).toEqual([
      '2026-03 SUBMITTED',
      '2026-03 REJECTED',
      '2026-02 APPROVED',
    ]);
  });

  it('imports a wallbox export all or nothing, reporting every line', async () => {
    const header = 'Session ID,Session Start Time,Session Finish Time,Estimated Energy Delivered,Location';
    const broken = [
      header,
      's1,2026-04-02 20:00:00,2026-04-03 06:00:00,22.5,Home',
      's2,2026-04-05 20:00:00,2026-04-05 19:00:00,10,Home',
      's3,2026-04-06 20:00:00,2026-04-07 06:00:00,lots,Home',
    ].join('\n');
    const refused = wallboxImportResponseSchema.parse(
      (
        await call(cookies.USER, 'POST', '/my-activities/import', {
          month: '2026-04',
          format: 'EV_ENERGY',
          content: broken,
        })
      ).json(),
    );
    expect(refused.activity).toBeNull();
    expect(refused.lines.map((l) => [l.line, l.status, l.problems])).toEqual([
      [2, 'VALID', []],
      [3, 'REFUSED', ['END_BEFORE_START']],
      [4, 'REFUSED', ['INVALID_KWH']],
    ]);
    const rows = await t.db
      .select()
      .from(homeChargingActivities)
      .where(and(eq(homeChargingActivities.userId, ids.USER), eq(homeChargingActivities.month, '2026-04')));
    expect(rows).toEqual([]);
    const good = [
      header,
      's1,2026-04-02 20:00:00,2026-04-03 06:00:00,22.5,Home',
      's2,2026-04-05 20:00:00,2026-04-06 01:00:00,"10,25",Home',
      's3,2026-04-06 10:00:00,2026-04-06 11:00:00,30,Work',
      's4,2026-03-30 20:00:00,2026-03-31 06:00:00,12,Home',
    ].join('\n');
    const imported = wallboxImportResponseSchema.parse(
      (
        await call(cookies.USER, 'POST', '/my-activities/import', {
          month: '2026-04',
          format: 'EV_ENERGY',
          content: good,
        })
      ).json(),
    );
    expect(imported.activity).toMatchObject({ source: 'WALLBOX_CSV', kwh: '32.75', sessionCount: 2, amount: '10.32' });
    expect(imported.lines.map((l) => l.status)).toEqual(['IMPORTED', 'IMPORTED', 'SKIPPED', 'SKIPPED']);
    const generic = await call(cookies.USER, 'POST', '/my-activities/import', {
      month: '2026-01',
      format: 'GENERIC',
      mapping: { start: 'Beginn', end: 'Ende', kwh: 'Energie' },
      content: 'Beginn;Ende;Energie\n01.01.2026 18:00;01.01.2026 22:00;11,2\n',
    });
    expect(wallboxImportResponseSchema.parse(generic.json()).activity).toMatchObject({ kwh: '11.20', amount: '3.53' });
    expectErrorResponse(
      await call(cookies.USER, 'POST', '/my-activities/import', {
        month: '2026-01',
        format: 'GENERIC',
        content: 'a;b',
      }),
      400,
      'INVALID_INPUT',
    );
  });

  it('freezes the months of an invoiced period', async () => {
    const march = (
      await t.db.select().from(homeChargingActivities).where(eq(homeChargingActivities.month, '2026-03'))
    ).find((row) => row.status === 'SUBMITTED')!;
    await t.db
      .update(periods)
      .set({ isClosed: true, isInvoiced: true, invoicedAt: new Date() })
      .where(and(eq(periods.companyId, companyId), eq(periods.periodString, '202603')));
    expectErrorResponse(
      await call(cookies.EXPENSE_CHECKER, 'PATCH', `/activities/${march.id}/approve`, {}),
      409,
      'HOME_CHARGING_PERIOD_CLOSED',
    );
    const shown = chargingActivitySchema.parse((await call(cookies.ADMIN, 'GET', `/activities/${march.id}`)).json());
    expect(shown).toMatchObject({ isFrozen: true, isDecidable: false, isDeletable: false });
    expectErrorResponse(
      await call(cookies.USER, 'DELETE', `/my-activities/${march.id}`),
      409,
      'HOME_CHARGING_PERIOD_CLOSED',
    );
  });

  it('prices a month of a dynamic tariff at the price proven with it, and refuses the month without one', async () => {
    const driver = await buildUser(t.db, { companyId, role: 'USER' });
    const cookie = await signIn(t.app, driver.email);
    await call(cookies.ADMIN, 'PUT', `/users/${driver.id}`, { ...enrolment, meterIds: ['M-200'] });
    const dynamic = {
      supplier: 'Tibber',
      isDynamic: true,
      centsPerKwh: null,
      validFrom: '2026-01-01',
      validUntil: null,
    };
    expect((await call(cookie, 'POST', '/my-contracts', dynamic)).statusCode).toBe(200);
    const february = { ...readings('2026-02', '100', '200'), meterId: 'M-200' };
    expectErrorResponse(
      await call(cookie, 'POST', '/my-activities', february),
      409,
      'HOME_CHARGING_NO_PRICE',
      'NO_DYNAMIC_PRICE',
    );
    expectErrorResponse(
      await call(cookie, 'POST', '/my-activities', { ...february, dynamicCentsPerKwh: '0' }),
      400,
      'INVALID_INPUT',
    );
    const created = await call(cookie, 'POST', '/my-activities', { ...february, dynamicCentsPerKwh: '27.35' });
    expect(chargingActivitySchema.parse(created.json())).toMatchObject({
      kwh: '100.00',
      priceSource: 'DYNAMIC',
      centsPerKwh: '27.35',
      amount: '27.35',
    });
  });

  it('imports enrolments from CSV all or nothing, and keeps the method of a year with approved activities', async () => {
    const employee = await buildUser(t.db, { companyId, email: 'fahrer@laden.test' });
    const refused = userImportResponseSchema.parse(
      (
        await call(cookies.ADMIN, 'POST', '/users/import', {
          content:
            'email;type;carKind;vehicle;batteryKwh;meterId;method\nfahrer@laden.test;VARIABLE;COMPANY;ELECTRIC;77;W-1;AVERAGE\nnobody@x.test;VARIABLE;OWN;CAR;77;;AVERAGE\n',
        })
      ).json(),
    );
    expect(refused.importedCount).toBe(0);
    expect(refused.lines[1]!.problems).toEqual(['UNKNOWN_EMAIL', 'INVALID_VEHICLE']);
    const imported = userImportResponseSchema.parse(
      (
        await call(cookies.ADMIN, 'POST', '/users/import', {
          content:
            'email;type;carKind;vehicle;batteryKwh;meterId;method\nFahrer@laden.test;VARIABLE;OWN;HYBRID;17;W-1;AVERAGE\n',
        })
      ).json(),
    );
    expect(imported.importedCount).toBe(1);
    const list = listChargingUsersResponseSchema.parse(
      (await call(cookies.ADMIN, 'GET', '/users?search=fahrer')).json(),
    );
    expect(list.users[0]).toMatchObject({ userId: employee.id, carKind: 'OWN', vehicle: 'HYBRID', meterIds: ['W-1'] });
    expectErrorResponse(
      await call(cookies.ADMIN, 'PUT', `/users/${ids.USER}`, {
        ...enrolment,
        pricingMethods: [{ year: 2026, method: 'AVERAGE' }],
      }),
      409,
      'HOME_CHARGING_METHOD_LOCKED',
    );
    expectErrorResponse(await call(otherAdmin, 'DELETE', `/users/${ids.USER}`), 404, 'NOT_FOUND');
    const gone = homeChargingUserSchema.parse((await call(cookies.ADMIN, 'DELETE', `/users/${employee.id}`)).json());
    expect(gone.type).toBeNull();
    expect(otherUserId).toBeTruthy();
  });

  it('keeps the wage types of the refund', async () => {
    const saved = await call(cookies.ADMIN, 'PUT', '/settings', {
      taxFreeWageTypeNumber: 4711,
      taxableWageTypeNumber: 4712,
    });
    expect(saved.json()).toEqual({
      taxFreeWageTypeNumber: 4711,
      taxableWageTypeNumber: 4712,
      usesContracts: true,
      version: 2,
    });
    expect(saved.headers.etag).toBe('"2"');
    // A second admin who read the settings before that save is refused with them as they are now.
    const stale = await call(cookies.ADMIN, 'PUT', '/settings', {
      taxFreeWageTypeNumber: 1,
      taxableWageTypeNumber: null,
      version: 1,
    });
    expect(expectErrorResponse(stale, 409, 'CONFLICT_STALE_VERSION').parameter).toMatchObject({
      taxFreeWageTypeNumber: 4711,
      version: 2,
    });
    const fresh = await call(cookies.ADMIN, 'PUT', '/settings', {
      taxFreeWageTypeNumber: 4711,
      taxableWageTypeNumber: null,
      version: 2,
    });
    expect(fresh.json()).toMatchObject({ taxableWageTypeNumber: null, version: 3 });
    expectErrorResponse(
      await call(cookies.ADMIN, 'PUT', '/settings', { taxFreeWageTypeNumber: -1, taxableWageTypeNumber: null }),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(
      await call(cookies.EXPENSE_CHECKER, 'PUT', '/settings', { taxFreeWageTypeNumber: 1, taxableWageTypeNumber: 2 }),
      403,
      'ACCESS_DENIED',
    );
  });
});
