import { beforeAll, describe, expect, it } from 'vitest';
import {
  getTaxBudgetResponseSchema,
  taxConfigurationSchema,
  type UpdateTaxConfigurationRequest,
} from '@mobilo/contract';
import { eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/audit-events';
import { buildCompany, buildTaxBuckets, expectErrorResponse, signInRoles } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const url = '/api/v3/settings/tax-configuration';

const request: UpdateTaxConfigurationRequest = {
  consultantNumber: '7654321',
  clientNumber: '42',
  netWageActive: true,
  alphanumericPersonalNumbers: true,
  defaultWorkingDays: 18,
  buckets: [
    {
      category: 'TAX_FREE',
      wageTypeNumber: 4100,
      bsNr: 2,
      wageName: 'Mobilität steuerfrei',
      inftySapValue: 'M100',
      active: true,
    },
    {
      category: 'FLAT_15',
      wageTypeNumber: 4110,
      bsNr: 3,
      wageName: 'Mobilität pauschal',
      inftySapValue: null,
      active: false,
    },
    {
      category: 'TAXABLE',
      wageTypeNumber: 4120,
      bsNr: 2,
      wageName: 'Mobilität steuerpflichtig',
      inftySapValue: null,
      active: true,
    },
  ],
};

describe('tax configuration', () => {
  let cookies: Awaited<ReturnType<typeof signInRoles>>['cookies'];
  let otherAdmin: string;
  let companyId: string;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
    await buildTaxBuckets(t.db, companyId, { tax13Active: false });
    ({ cookies } = await signInRoles(t.app, t.db, companyId, ['ADMIN', 'ACCOUNTANT']));
    const other = await buildCompany(t.db);
    await buildTaxBuckets(t.db, other.id, { tax13Active: false });
    otherAdmin = (await signInRoles(t.app, t.db, other.id, ['ADMIN'])).cookies.ADMIN;
  });

  it('refuses without a session and without the right to manage settings', async () => {
    expectErrorResponse(await t.app.inject({ url }), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await t.app.inject({ url, headers: { cookie: cookies.ACCOUNTANT } }), 403, 'ACCESS_DENIED');
    expectErrorResponse(
      await t.app.inject({ method: 'PUT', url, payload: request, headers: { cookie: cookies.ACCOUNTANT } }),
      403,
      'ACCESS_DENIED',
    );
  });

  it('starts with the German default buckets and no DATEV numbers', async () => {
    const configuration = taxConfigurationSchema.parse(
      (await t.app.inject({ url, headers: { cookie: cookies.ADMIN } })).json(),
    );
    expect(configuration).toMatchObject({ consultantNumber: null, clientNumber: null, netWageActive: false });
    expect(configuration.buckets.map((b) => [b.category, b.wageTypeNumber, b.bsNr, b.active])).toEqual([
      ['TAX_FREE', null, 2, true],
      ['FLAT_15', null, 2, true],
      ['TAXABLE', null, 2, true],
    ]);
  });

  it('refuses bad input in the error shape', async () => {
    const put = (payload: unknown) =>
      t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie: cookies.ADMIN } });
    expectErrorResponse(await put({ ...request, consultantNumber: '12345678' }), 400, 'INVALID_INPUT');
    expectErrorResponse(await put({ ...request, clientNumber: '123456' }), 400, 'INVALID_INPUT');
    // DATEV's ranges: Beraternummer 1000–9999999, Mandantennummer 1–99999.
    expectErrorResponse(await put({ ...request, consultantNumber: '999' }), 400, 'INVALID_INPUT');
    expectErrorResponse(await put({ ...request, clientNumber: '0' }), 400, 'INVALID_INPUT');
    expectErrorResponse(await put({ ...request, defaultWorkingDays: 32 }), 400, 'INVALID_INPUT');
    expectErrorResponse(await put({ ...request, buckets: request.buckets.slice(0, 2) }), 400, 'INVALID_INPUT');
    expectErrorResponse(
      await put({
        ...request,
        buckets: [request.buckets[0], request.buckets[1], { ...request.buckets[2], wageTypeNumber: 0 }],
      }),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(await put({ ...request, unknown: true }), 400, 'INVALID_INPUT');
  });

  it('saves the whole configuration, audited, and GET /settings/taxbudget shows the buckets', async () => {
    const response = await t.app.inject({ method: 'PUT', url, payload: request, headers: { cookie: cookies.ADMIN } });
    expect(response.statusCode).toBe(200);
    expect(taxConfigurationSchema.parse(response.json())).toEqual(request);
    expect(
      taxConfigurationSchema.parse((await t.app.inject({ url, headers: { cookie: cookies.ADMIN } })).json()),
    ).toEqual(request);

    const buckets = getTaxBudgetResponseSchema.parse(
      (await t.app.inject({ url: '/settings/taxbudget', headers: { cookie: cookies.ADMIN } })).json(),
    );
    expect(buckets.find((b) => b.taxBudgetType === 'TAX_FREE')).toMatchObject({
      value: '4100',
      inftySapValue: 'M100',
      isActive: true,
    });
    expect(buckets.find((b) => b.taxBudgetType === 'FLAT_15')).toMatchObject({
      value: '4110',
      bsNr: 3,
      isActive: false,
    });
    expect(buckets.find((b) => b.taxBudgetType === 'TAX13')).toMatchObject({ isActive: true });

    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.companyId, companyId));
    expect(events.some((e) => e.action === 'tax-configuration.updated')).toBe(true);
  });

  it('changes only the own company', async () => {
    const other = taxConfigurationSchema.parse((await t.app.inject({ url, headers: { cookie: otherAdmin } })).json());
    expect(other.consultantNumber).toBeNull();
    expect(other.buckets[0]!.wageTypeNumber).toBeNull();
  });
});
