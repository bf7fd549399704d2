import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companyToggleResponseSchema,
  currentPeriod,
  listCompaniesResponseSchema,
  operatorCompanySchema,
  type RoleName,
  roleNames,
  updateCompanyLicenceResponseSchema,
} from '@mobilo/contract';
import { buildBudgetGroup, buildCompany, buildUser, expectErrorResponse, signInRoles } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditEvents } from '../../db/schema/audit-events';
import { budgetGroups } from '../../db/schema/budget-groups';
import { companies } from '../../db/schema/companies';
import { periods } from '../../db/schema/periods';
import { personioConfigs } from '../../db/schema/personio-configs';
import { taxBuckets } from '../../db/schema/tax-buckets';
import { users } from '../../db/schema/users';

const t = useTestApp();
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('operator company calls', () => {
  let god: string;
  let cookies: Record<RoleName, string>;

  beforeAll(async () => {
    const home = await buildCompany(t.db, { name: 'Mobilo Operations' });
    ({ cookies } = await signInRoles(t.app, t.db, home.id, roleNames));
    god = cookies.GOD;
  });

  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  const create = async (body: object) => {
    const response = await call(god, 'POST', '/god/company', body);
    expect(response.statusCode, response.body).toBe(200);
    return operatorCompanySchema.parse(response.json());
  };

  it('answers 401 without a session and 403 to every role but the operator', async () => {
    expectErrorResponse(await call(undefined, 'GET', '/god/company'), 401, 'UNAUTHENTICATED');
    for (const role of roleNames.filter((name) => name !== 'GOD')) {
      expectErrorResponse(await call(cookies[role], 'GET', '/god/company'), 403, 'ACCESS_DENIED');
      expectErrorResponse(await call(cookies[role], 'POST', '/god/company', { name: 'X' }), 403, 'ACCESS_DENIED');
    }
  });

  it('creates a company with the defaults, periods five years ahead, tax buckets and a budget group', async () => {
    const company = await create({ name: 'Neue Mobilität GmbH' });
    expect(company).toMatchObject({
      name: 'Neue Mobilität GmbH',
      defaultUserType: 'LIGHT',
      country: 'DE',
      currency: 'EUR',
      defaultLanguage: 'en',
      isTrialAccount: false,
      isInternal: false,
      mobilityBoxApiKey: 'Not Set',
      mobilityBoxApiKeySet: false,
      usersCount: 0,
      periodsCount: 61,
    });
    const [latest] = await t.db
      .select({ period: periods.periodString })
      .from(periods)
      .where(eq(periods.companyId, company.id))
      .orderBy(periods.periodString);
    expect(latest!.period).toBe(currentPeriod());
    expect(await t.db.select().from(taxBuckets).where(eq(taxBuckets.companyId, company.id))).not.toHaveLength(0);
    const groups = await t.db.select().from(budgetGroups).where(eq(budgetGroups.companyId, company.id));
    expect(groups.map((group) => group.name)).toEqual(['Standard']);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, 'company.create')));
    expect(event).toBeDefined();
  });

  it('refuses a duplicate name (any case), bad countries and currencies, with nothing created', async () => {
    await create({ name: 'Twice AG' });
    expectErrorResponse(await call(god, 'POST', '/god/company', { name: 'twice ag' }), 409, 'COMPANY_NAME_TAKEN');
    expectErrorResponse(await call(god, 'POST', '/god/company', { name: 'X', country: 'XX' }), 400, 'INVALID_INPUT');
    expectErrorResponse(await call(god, 'POST', '/god/company', { name: 'X', currency: 'EURO' }), 400, 'INVALID_INPUT');
    expectErrorResponse(await call(god, 'POST', '/god/company', { name: '  ' }), 400, 'INVALID_INPUT');
    const named = await t.db.select().from(companies).where(eq(companies.name, 'X'));
    expect(named).toHaveLength(0);
  });

  it('lists, filters, searches, sorts and pages on the server', async () => {
    await create({ name: 'Zürich Transit AG', country: 'CH', currency: 'CHF', defaultUserType: 'PROFESSIONAL' });
    await create({ name: 'Oslo Reiser AS', country: 'NO', currency: 'NOK', isTrialAccount: true });
    const list = async (query: string) => {
      const response = await call(god, 'GET', `/god/company?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return listCompaniesResponseSchema.parse(response.json());
    };
    expect((await list('currencies=CHF')).companies.map((c) => c.name)).toEqual(['Zürich Transit AG']);
    expect((await list('currencies=OTHERS')).companies.map((c) => c.name)).toEqual(['Oslo Reiser AS']);
    expect((await list('isTrial=true')).companies.map((c) => c.name)).toEqual(['Oslo Reiser AS']);
    expect((await list('userTypes=PROFESSIONAL&countries=CH,DE')).companies.map((c) => c.name)).toEqual([
      'Zürich Transit AG',
    ]);
    expect((await list('search=zÜrich')).totalCount).toBe(1);
    const sorted = await list('sortBy=name&sortOrder=DESC');
    expect(sorted.companies[0]!.name).toBe('Zürich Transit AG');
    expect(sorted.totalCount).toBeGreaterThanOrEqual(5);
    expect((await list('page=2')).companies).toHaveLength(0);
    expectErrorResponse(await call(god, 'GET', '/god/company?currencies=GBP'), 400, 'INVALID_INPUT');
  });

  it('updates a company: reseller upper case, unique domains, a write-only key', async () => {
    const company = await create({ name: 'Update GmbH' });
    const other = await create({ name: 'Domain Holder GmbH' });
    const update = (id: string, body: object) =>
      call(god, 'PUT', `/god/company/${id}`, { name: 'Update GmbH', defaultUserType: 'LIGHT', domains: [], ...body });
    expect((await update(other.id, { name: 'Domain Holder GmbH', domains: ['holder.test'] })).statusCode).toBe(200);

    const response = await update(company.id, {
      reseller: 'partner-one',
      domains: ['Update.test', 'update.example'],
      mobilityBoxApiKey: 'secret-key-123',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = operatorCompanySchema.parse(response.json());
    expect(updated).toMatchObject({
      reseller: 'PARTNER-ONE',
      domains: ['update.test', 'update.example'],
      mobilityBoxApiKey: '******',
      mobilityBoxApiKeySet: true,
    });
    expect(response.body).not.toContain('secret-key-123');
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.mobilityBoxApiKeyEncrypted).not.toContain('secret-key-123');

    // Leaving the key out keeps it; an empty key removes it.
    expect((await update(company.id, { reseller: 'partner-one' })).json().mobilityBoxApiKey).toBe('******');
    const removed = await update(company.id, { reseller: 'partner-one', mobilityBoxApiKey: '' });
    expect(removed.json().mobilityBoxApiKey).toBe('Not Set');

    expectErrorResponse(await update(company.id, { reseller: 'with space' }), 400, 'INVALID_INPUT');
    expectErrorResponse(await update(company.id, { domains: ['HOLDER.test'] }), 409, 'COMPANY_DOMAIN_TAKEN');
    expectErrorResponse(await update(company.id, { name: 'Domain Holder GmbH' }), 409, 'COMPANY_NAME_TAKEN');
    expectErrorResponse(await update(company.id, { domains: ['not a domain'] }), 400, 'INVALID_INPUT');
    expectErrorResponse(await update(unknownId, {}), 404, 'NOT_FOUND');
    expectErrorResponse(await call(god, 'GET', `/god/company/${unknownId}`), 404, 'NOT_FOUND');
    const [kept] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(kept).toMatchObject({ name: 'Update GmbH', reseller: 'PARTNER-ONE', domains: [] });
  });

  it('a stored key this server cannot open reads as "Service not available"', async () => {
    const company = await create({ name: 'Lost Key GmbH' });
    await t.db.update(companies).set({ mobilityBoxApiKeyEncrypted: 'v1.broken' }).where(eq(companies.id, company.id));
    const read = operatorCompanySchema.parse((await call(god, 'GET', `/god/company/${company.id}`)).json());
    expect(read).toMatchObject({ mobilityBoxApiKey: 'Service not available', mobilityBoxApiKeySet: null });
  });

  it('trial and internal carry every user of the company along, in one audited change', async () => {
    const company = await create({ name: 'Carry AG' });
    for (let i = 0; i < 3; i += 1) await buildUser(t.db, { companyId: company.id });
    const stranger = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });

    const trial = await call(god, 'PATCH', `/god/company/${company.id}/trial`, { isTrialAccount: true });
    expect(trial.statusCode, trial.body).toBe(200);
    expect(companyToggleResponseSchema.parse(trial.json())).toMatchObject({
      company: { isTrialAccount: true },
      usersChanged: 3,
    });
    const flags = await t.db.select({ isTrial: users.isTrial }).from(users).where(eq(users.companyId, company.id));
    expect(flags.every((user) => user.isTrial)).toBe(true);
    const [untouched] = await t.db.select().from(users).where(eq(users.id, stranger.id));
    expect(untouched!.isTrial).toBe(false);
    // Again: nobody left to change.
    expect(
      (await call(god, 'PATCH', `/god/company/${company.id}/trial`, { isTrialAccount: true })).json(),
    ).toMatchObject({ usersChanged: 0 });
    const back = await call(god, 'PATCH', `/god/company/${company.id}/trial`, { isTrialAccount: false });
    expect(back.json()).toMatchObject({ company: { isTrialAccount: false }, usersChanged: 3 });

    const internal = await call(god, 'PATCH', `/god/company/${company.id}/internal`, { isInternal: true });
    expect(internal.json()).toMatchObject({ company: { isInternal: true }, usersChanged: 3 });
    const events = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.companyId, company.id));
    expect(events.map((event) => event.action)).toEqual(expect.arrayContaining(['company.trial', 'company.internal']));

    expectErrorResponse(
      await call(god, 'PATCH', `/god/company/${unknownId}/trial`, { isTrialAccount: true }),
      404,
      'NOT_FOUND',
    );
    expectErrorResponse(
      await call(god, 'PATCH', `/god/company/${company.id}/trial`, { isTrialAccount: 'yes' }),
      400,
      'INVALID_INPUT',
    );
  });

  it('creates missing periods and is idempotent', async () => {
    const company = await buildCompany(t.db, { name: 'No Periods GmbH' });
    const first = await call(god, 'POST', `/god/company/${company.id}/periods`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: 61 });
    expect((await call(god, 'POST', `/god/company/${company.id}/periods`)).json()).toMatchObject({ created: 0 });
    expectErrorResponse(await call(god, 'POST', `/god/company/${unknownId}/periods`), 404, 'NOT_FOUND');
  });

  it('switching to the Unlimited package leaves only public transport in every budget group', async () => {
    const company = await create({ name: 'Unlimited GmbH' });
    const group = await buildBudgetGroup(t.db, company.id, {
      name: 'Mixed',
      companyMobilityTypes: ['GERMANY_TICKET', 'TAXI', 'CAR_SHARING'],
      privateMobilityTypes: ['TAXI'],
      companyNetWageMobilityTypes: ['GERMANY_TICKET'],
    });
    const licence = {
      benefit: 'PROFESSIONAL',
      card: false,
      germanyTicket: 'FULL',
      homeCharging: false,
      deals: true,
      personio: true,
      cutOffDate: null,
      churnDate: null,
      package: 'UNLIMITED',
    };
    const response = await call(god, 'PUT', `/god/company/${company.id}/licence`, licence);
    expect(response.statusCode, response.body).toBe(200);
    const result = updateCompanyLicenceResponseSchema.parse(response.json());
    // "Standard" loses the individual types, "Mixed" loses TAXI and CAR_SHARING.
    expect(result.budgetGroupsChanged).toBe(2);
    expect(result.licence).toMatchObject({ benefit: 'PROFESSIONAL', germanyTicket: 'FULL', deals: true });
    const [mixed] = await t.db.select().from(budgetGroups).where(eq(budgetGroups.id, group.id));
    expect(mixed).toMatchObject({
      companyMobilityTypes: ['GERMANY_TICKET'],
      privateMobilityTypes: [],
      companyNetWageMobilityTypes: ['GERMANY_TICKET'],
    });
    const read = await call(god, 'GET', `/god/company/${company.id}/licence`);
    expect(read.json()).toMatchObject({ package: 'UNLIMITED', licence: { benefit: 'PROFESSIONAL' } });
    // Nothing left to remove the second time.
    expect((await call(god, 'PUT', `/god/company/${company.id}/licence`, licence)).json()).toMatchObject({
      removedMobilityTypes: 0,
      budgetGroupsChanged: 0,
    });
    expectErrorResponse(
      await call(god, 'PUT', `/god/company/${company.id}/licence`, { ...licence, benefit: 'GOLD' }),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(
      await call(god, 'PUT', `/god/company/${company.id}/licence`, {
        ...licence,
        cutOffDate: '2027-02-01',
        churnDate: '2027-01-01',
      }),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(await call(god, 'PUT', `/god/company/${unknownId}/licence`, licence), 404, 'NOT_FOUND');
  });

  it('enables Personio and disables it together with the integration', async () => {
    const company = await create({ name: 'Personio GmbH' });
    await t.db.insert(personioConfigs).values({ companyId: company.id, budgetClassHeader: 'Team', isActive: true });
    const on = await call(god, 'POST', `/god/integration/${company.id}/personio`, { personio: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ isPersonioActive: true });
    const off = await call(god, 'POST', `/god/integration/${company.id}/personio/deactivation`);
    expect(off.json()).toMatchObject({ isPersonioActive: false });
    const [config] = await t.db.select().from(personioConfigs).where(eq(personioConfigs.companyId, company.id));
    expect(config!.isActive).toBe(false);
    expectErrorResponse(
      await call(god, 'POST', `/god/integration/${unknownId}/personio`, { personio: true }),
      404,
      'NOT_FOUND',
    );
    expectErrorResponse(
      await call(god, 'POST', `/god/integration/${company.id}/personio`, { personio: 1 }),
      400,
      'INVALID_INPUT',
    );
  });

  it("reads and sets a company's style, audited in that company", async () => {
    const company = await create({ name: 'Styled GmbH' });
    const style = {
      logoLight: null,
      logoDark: null,
      favicon: null,
      colors: { primary: '#123456' },
      hideCompanyName: true,
    };
    const saved = await call(god, 'PUT', `/god/company/${company.id}/style`, style);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(god, 'GET', `/god/company/${company.id}/style`)).json()).toMatchObject({
      colors: { primary: '#123456' },
      hideCompanyName: true,
    });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, 'company.style.changed')));
    expect(event).toBeDefined();
    expectErrorResponse(await call(god, 'GET', `/god/company/${unknownId}/style`), 404, 'NOT_FOUND');
    expectErrorResponse(await call(cookies.ADMIN, 'GET', `/god/company/${company.id}/style`), 403, 'ACCESS_DENIED');
    expectErrorResponse(
      await call(god, 'PUT', `/god/company/${company.id}/style`, { ...style, colors: { primary: 'red' } }),
      400,
      'INVALID_INPUT',
    );
  });
});
