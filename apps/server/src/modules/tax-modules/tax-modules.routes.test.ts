import { beforeAll, describe, expect, it } from 'vitest';
import {
  allowedMobilityTypesResponseSchema,
  noLicences,
  taxConfigurationSchema,
  type TaxModulesResponse,
  taxModulesResponseSchema,
  type UpdateTaxModuleForm,
} from '@mobilo/contract';
import { eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/audit-events';
import { germanyTicketOffers } from '../../db/schema/germany-tickets';
import {
  buildBudgetGroup,
  buildCompany,
  buildTaxBuckets,
  enableGermanyTicket,
  expectErrorResponse,
  signInRoles,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { setLicences } from '../licences/licences.service';

const t = useTestApp({}, { clock: () => new Date('2026-11-26T10:00:00Z') });
const url = '/api/v3/settings/tax-modules';

const change = (overrides: Partial<UpdateTaxModuleForm> = {}): UpdateTaxModuleForm => ({
  wageName: 'Mobilität Nettolohn',
  value: '4130',
  inftySapValue: 'M130',
  isActive: true,
  ...overrides,
});

describe('tax modules', () => {
  let cookies: Awaited<ReturnType<typeof signInRoles>>['cookies'];
  let otherAdmin: string;
  let companyId: string;

  const call = (cookie: string | undefined, method: 'GET' | 'PATCH', path: string, payload?: object) =>
    t.app.inject({ method, url: path, payload, headers: cookie ? { cookie } : {} });
  const read = async (cookie: string, query = ''): Promise<TaxModulesResponse> => {
    const response = await call(cookie, 'GET', `${url}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return taxModulesResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
    await setLicences(t.db, companyId, { ...noLicences, benefit: 'PROFESSIONAL' });
    await buildTaxBuckets(t.db, companyId, { tax13Active: true });
    await buildBudgetGroup(t.db, companyId, {
      companyMobilityTypes: ['LOCAL_PUBLIC_TRANSPORT'],
      companyNetWageMobilityTypes: ['LOCAL_PUBLIC_TRANSPORT'],
    });
    await buildBudgetGroup(t.db, companyId, {
      privateMobilityTypes: ['GERMANY_TICKET'],
      privateNetWageMobilityTypes: ['GERMANY_TICKET'],
    });
    await buildBudgetGroup(t.db, companyId, { companyMobilityTypes: ['TAXI'] });
    ({ cookies } = await signInRoles(t.app, t.db, companyId, [
      'ADMIN',
      'ADMIN_LIGHT',
      'CARD_ADMIN',
      'ACCOUNTANT',
      'EXPENSE_CHECKER',
      'USER',
    ]));
    const other = await buildCompany(t.db);
    await setLicences(t.db, other.id, { ...noLicences, benefit: 'LIGHT' });
    await buildTaxBuckets(t.db, other.id, { tax13Active: false });
    otherAdmin = (await signInRoles(t.app, t.db, other.id, ['ADMIN'])).cookies.ADMIN;
  });

  it('asks for a session and keeps the screen to admins', async () => {
    expectErrorResponse(await call(undefined, 'GET', url), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await call(undefined, 'PATCH', `${url}/TAX13`, change()), 401, 'UNAUTHENTICATED');
    for (const role of ['ACCOUNTANT', 'EXPENSE_CHECKER', 'USER'] as const) {
      expectErrorResponse(await call(cookies[role], 'GET', url), 403, 'ACCESS_DENIED');
      expectErrorResponse(await call(cookies[role], 'PATCH', `${url}/TAX13`, change()), 403, 'ACCESS_DENIED');
    }
    for (const role of ['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN'] as const) await read(cookies[role]);
  });

  it('needs the light or professional licence', async () => {
    const bare = (await buildCompany(t.db)).id;
    const admin = (await signInRoles(t.app, t.db, bare, ['ADMIN'])).cookies.ADMIN;
    expectErrorResponse(await call(admin, 'GET', url), 403, 'BENEFIT_NOT_LICENSED');
    expectErrorResponse(await call(admin, 'PATCH', `${url}/TAX13`, change()), 403, 'BENEFIT_NOT_LICENSED');
  });

  it('lists every bucket with its law and the legal figures of the year with their validity', async () => {
    const modules = await read(cookies.ADMIN);
    expect(modules.year).toBe(2026);
    expect(modules.modules.map((m) => [m.kind, m.law, m.isEditable])).toEqual([
      ['TAX_FREE', '§3 Nr. 15 EStG', true],
      ['FLAT_15', '§40 Abs. 2 S. 2 Nr. 1 EStG', true],
      ['TAXABLE', '§19 EStG', true],
      ['TAX13', '§3 Nr. 15 EStG', true],
    ]);
    expect(modules.netWage).toEqual({ isActive: true, budgetGroupsWithNetWageTypes: 2 });
    expect(modules.legalFigures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'COMMUTE_ALLOWANCE_FIRST_KM',
          amount: '0.38',
          validFrom: '2026-01-01',
          validUntil: null,
        }),
        expect.objectContaining({ kind: 'GERMANY_TICKET_PRICE', amount: '63.00', validFrom: '2026-01-01' }),
        expect.objectContaining({ kind: 'HOME_CHARGING_PRICE', amount: '0.34', unit: 'PER_KWH' }),
      ]),
    );
    const earlier = await read(cookies.ADMIN, '?year=2025');
    expect(earlier.legalFigures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'COMMUTE_ALLOWANCE_FIRST_KM',
          amount: '0.30',
          validFrom: '2022-01-01',
          validUntil: '2025-12-31',
        }),
        expect.objectContaining({ kind: 'GERMANY_TICKET_PRICE', amount: '58.00', validUntil: '2025-12-31' }),
      ]),
    );
    expect(earlier.legalFigures.some((figure) => figure.kind === 'HOME_CHARGING_PRICE')).toBe(false);
    expectErrorResponse(await call(cookies.ADMIN, 'GET', `${url}?year=1999`), 400, 'INVALID_INPUT', 'querystring.year');
  });

  it("shows the Germany ticket's subsidy and share from the ticket offer", async () => {
    const ticketCompany = (await buildCompany(t.db)).id;
    await enableGermanyTicket(t.db, ticketCompany);
    await setLicences(t.db, ticketCompany, { ...noLicences, benefit: 'LIGHT', germanyTicket: 'FULL' });
    const admin = (await signInRoles(t.app, t.db, ticketCompany, ['ADMIN'])).cookies.ADMIN;
    await t.db.insert(germanyTicketOffers).values({
      companyId: ticketCompany,
      isActive: true,
      taxTreatment: 'FLAT_25',
      subsidyWageTypeNumber: 3100,
      shareWageTypeNumber: 3200,
    });
    const ticket = (await read(admin)).modules.filter((m) => m.kind.startsWith('GERMANY_TICKET'));
    expect(ticket).toEqual([
      expect.objectContaining({
        kind: 'GERMANY_TICKET_SUBSIDY',
        value: '3100',
        bsNr: 2,
        law: '§40 Abs. 2 S. 2 Nr. 2 EStG',
        isEditable: false,
      }),
      expect.objectContaining({ kind: 'GERMANY_TICKET_SHARE', value: '3200', bsNr: 3, isEditable: false }),
    ]);
    expectErrorResponse(
      await call(admin, 'PATCH', `${url}/GERMANY_TICKET_SUBSIDY`, change()),
      400,
      'INVALID_INPUT',
      'params.kind',
    );
  });

  it('refuses a wage type outside DATEV range, an empty name and switching the taxable module off', async () => {
    expectErrorResponse(
      await call(cookies.ADMIN, 'PATCH', `${url}/TAX_FREE`, change({ value: '10000' })),
      400,
      'WAGE_TYPE_OUTSIDE_DATEV_RANGE',
      '10000',
    );
    expectErrorResponse(
      await call(cookies.ADMIN, 'PATCH', `${url}/TAX_FREE`, change({ value: '0' })),
      400,
      'WAGE_TYPE_OUTSIDE_DATEV_RANGE',
    );
    expectErrorResponse(
      await call(cookies.ADMIN, 'PATCH', `${url}/TAX_FREE`, change({ value: '41a' })),
      400,
      'INVALID_INPUT',
      'body.value',
    );
    expectErrorResponse(
      await call(cookies.ADMIN, 'PATCH', `${url}/TAX_FREE`, change({ wageName: ' ' })),
      400,
      'INVALID_INPUT',
      'body.wageName',
    );
    expectErrorResponse(
      await call(cookies.ADMIN, 'PATCH', `${url}/TAXABLE`, change({ isActive: false })),
      400,
      'TAXABLE_STAYS_ACTIVE',
    );
  });

  it('switches net wage off: the groups keep their lists, the budget groups stop offering them', async () => {
    const allowed = async () =>
      allowedMobilityTypesResponseSchema.parse(
        (
          await t.app.inject({ url: '/api/v3/budgetclass/allowedMobilityTypes', headers: { cookie: cookies.ADMIN } })
        ).json(),
      ).netWageAvailable;
    expect(await allowed()).toBe(true);
    const response = await call(cookies.ADMIN_LIGHT, 'PATCH', `${url}/TAX13`, change({ isActive: false }));
    const after = taxModulesResponseSchema.parse(response.json());
    expect(after.netWage).toEqual({ isActive: false, budgetGroupsWithNetWageTypes: 2 });
    expect(after.modules.find((m) => m.kind === 'TAX13')).toMatchObject({
      isActive: false,
      value: '4130',
      wageName: 'Mobilität Nettolohn',
      inftySapValue: 'M130',
    });
    expect(await allowed()).toBe(false);
    // The tax configuration reads the same row: no second copy.
    const configuration = taxConfigurationSchema.parse(
      (await t.app.inject({ url: '/api/v3/settings/tax-configuration', headers: { cookie: cookies.ADMIN } })).json(),
    );
    expect(configuration.netWageActive).toBe(false);
    await call(cookies.ADMIN, 'PATCH', `${url}/FLAT_15`, change({ value: '0412', wageName: 'Pauschal 15 %' }));
    const flat = taxConfigurationSchema
      .parse(
        (await t.app.inject({ url: '/api/v3/settings/tax-configuration', headers: { cookie: cookies.ADMIN } })).json(),
      )
      .buckets.find((bucket) => bucket.category === 'FLAT_15');
    expect(flat).toMatchObject({ wageTypeNumber: 412, wageName: 'Pauschal 15 %' });
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.companyId, companyId));
    expect(events.filter((event) => event.action === 'tax-module.updated')).toHaveLength(2);
  });

  it("leaves another company's modules alone", async () => {
    await call(otherAdmin, 'PATCH', `${url}/TAX13`, change({ isActive: true }));
    expect((await read(cookies.ADMIN)).netWage.isActive).toBe(false);
    expect((await read(otherAdmin)).netWage).toEqual({ isActive: true, budgetGroupsWithNetWageTypes: 0 });
  });
});
