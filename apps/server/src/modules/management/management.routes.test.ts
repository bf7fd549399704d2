import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  currentPeriod,
  firstDayOfPeriod,
  listManagementPeriodsResponseSchema,
  managementUserMetadataResponseSchema,
  periodBudgetResponseSchema,
  periodExpensesResponseSchema,
  type RoleName,
  usersWithoutPersonalNumberResponseSchema,
} from '@mobilo/contract';
import { periods } from '../../db/schema/periods';
import { taxBuckets } from '../../db/schema/tax-buckets';
import { budgetCorrections, budgetDeductions } from '../../db/schema/user-budgets';
import { users } from '../../db/schema/users';
import {
  buildBudgetGroup,
  buildCompany,
  buildExpense,
  buildTaxBuckets,
  buildUser,
  expectErrorResponse,
  signIn,
  signInRoles,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { createPeriodsForCompany } from '../periods/periods.service';

const t = useTestApp();

const thisMonth = currentPeriod();
const lastMonth = addMonths(thisMonth, -1);
const readers: RoleName[] = ['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN', 'ACCOUNTANT', 'EXPENSE_CHECKER'];
const day = (period: string) => new Date(`${firstDayOfPeriod(period)}T00:00:00Z`);

describe('management reads', () => {
  let companyId: string;
  let cookies: Record<RoleName, string>;
  let ids: Record<RoleName, string>;
  let anna: { id: string };
  let ben: { id: string };
  let outsider: string;
  let outsiderUserId: string;

  const get = (cookie: string | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
    await createPeriodsForCompany(t.db, companyId, { from: addMonths(thisMonth, -3) });
    ({ cookies, ids } = await signInRoles(t.app, t.db, companyId, [...readers, 'USER']));
    const group = await buildBudgetGroup(t.db, companyId, {
      budget: '100.00',
      companyMobilityTypes: ['GERMANY_TICKET', 'TAXI'],
    });
    const base = {
      companyId,
      budgetGroupId: group.id,
      registerDate: day(addMonths(thisMonth, -3)),
      userType: 'PROFESSIONAL' as const,
    };
    anna = await buildUser(t.db, { ...base, firstName: 'Anna', lastName: 'Adler', personalNumber: 'P-1' });
    ben = await buildUser(t.db, { ...base, firstName: 'Ben', lastName: 'Bauer', personalNumber: ' ' });
    const inLastMonth = { companyId, period: lastMonth };
    await buildExpense(t.db, { ...inLastMonth, userId: anna.id, cost: '20.00', isChecked: true });
    await buildExpense(t.db, { ...inLastMonth, userId: anna.id, cost: '15.00', type: 'TAXI' });
    await buildExpense(t.db, { ...inLastMonth, userId: ben.id, cost: '5.00', status: 'INVOICED', isChecked: true });
    await buildExpense(t.db, { ...inLastMonth, userId: ben.id, cost: '9.99', status: 'REJECTED' });
    await buildExpense(t.db, { ...inLastMonth, userId: ben.id, cost: '1.00', status: 'READY', submittedAt: null });
    const other = await buildCompany(t.db);
    await createPeriodsForCompany(t.db, other.id, { from: addMonths(thisMonth, -3) });
    const outsiderUser = await buildUser(t.db, { companyId: other.id, role: 'ADMIN' });
    outsiderUserId = outsiderUser.id;
    outsider = await signIn(t.app, outsiderUser.email);
  });

  const periodUrls = (period: string, userId: string) => [
    `/management/period/${period}/expenses`,
    `/management/period/${period}/budget`,
    `/management/period/${period}/user/${userId}/metadata`,
  ];

  it('asks for a session', async () => {
    for (const url of [
      '/management/period',
      ...periodUrls(lastMonth, ids.ADMIN),
      '/api/v3/company/users/no-personal-number',
    ]) {
      expectErrorResponse(await get(null, url), 401, 'UNAUTHENTICATED');
    }
  });

  it('lets those who see every expense read, and keeps employees out', async () => {
    for (const role of readers) {
      for (const url of ['/management/period', ...periodUrls(lastMonth, anna.id)]) {
        const response = await get(cookies[role], url);
        expect(response.statusCode, `${role} ${url} ${response.body}`).toBe(200);
      }
    }
    for (const url of ['/management/period', ...periodUrls(lastMonth, anna.id)]) {
      expectErrorResponse(await get(cookies.USER, url), 403, 'ACCESS_DENIED');
    }
  });

  it('lists users without personal number to those who manage periods only', async () => {
    for (const role of ['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN', 'ACCOUNTANT'] as const) {
      expect((await get(cookies[role], '/api/v3/company/users/no-personal-number')).statusCode).toBe(200);
    }
    for (const role of ['EXPENSE_CHECKER', 'USER'] as const) {
      expectErrorResponse(await get(cookies[role], '/api/v3/company/users/no-personal-number'), 403, 'ACCESS_DENIED');
    }
    await buildUser(t.db, { companyId, firstName: 'Gone', lastName: 'Away', status: 'DEACTIVATED' });
    const { users } = usersWithoutPersonalNumberResponseSchema.parse(
      (await get(cookies.ADMIN, '/api/v3/company/users/no-personal-number')).json(),
    );
    const names = users.map((u) => u.name);
    expect(names).toContain('Ben Bauer');
    expect(names).not.toContain('Anna Adler');
    expect(names).not.toContain('Gone Away');
    expect(users.find((u) => u.name === 'Ben Bauer')).toMatchObject({
      id: ben.id,
      email: expect.stringContaining('@'),
    });
    const foreign = usersWithoutPersonalNumberResponseSchema.parse(
      (await get(outsider, '/api/v3/company/users/no-personal-number')).json(),
    );
    expect(foreign.users.map((u) => u.id)).not.toContain(ben.id);
  });

  it('keeps other companies’ periods and users out, and refuses bad period strings', async () => {
    for (const url of periodUrls('199001', anna.id))
      expectErrorResponse(await get(cookies.ADMIN, url), 404, 'NOT_FOUND');
    expectErrorResponse(
      await get(cookies.ADMIN, `/management/period/${lastMonth}/user/${outsiderUserId}/metadata`),
      404,
      'NOT_FOUND',
    );
    expectErrorResponse(
      await get(outsider, `/management/period/${lastMonth}/user/${anna.id}/metadata`),
      404,
      'NOT_FOUND',
    );
    const foreign = periodExpensesResponseSchema.parse(
      (await get(outsider, `/management/period/${lastMonth}/expenses`)).json(),
    );
    expect(foreign.expenses).toEqual([]);
    for (const url of periodUrls('2026-1', anna.id))
      expectErrorResponse(await get(cookies.ADMIN, url), 400, 'INVALID_INPUT');
    expectErrorResponse(
      await get(cookies.ADMIN, `/management/period/${lastMonth}/user/not-a-uuid/metadata`),
      400,
      'INVALID_INPUT',
    );
  });

  it('lists the periods up to this month, newest first, with the checked share', async () => {
    const list = listManagementPeriodsResponseSchema.parse(
      (await get(cookies.EXPENSE_CHECKER, '/management/period')).json(),
    );
    expect(list.map((p) => p.periodString)).toEqual([
      thisMonth,
      lastMonth,
      addMonths(thisMonth, -2),
      addMonths(thisMonth, -3),
    ]);
    // Billable: 20.00 checked, 15.00 unchecked, 5.00 invoiced and checked: 2 of 3.
    expect(list[1]).toMatchObject({ periodString: lastMonth, checkedPercentage: 66, status: 'active' });
    expect(list[0]!.checkedPercentage).toBe(0);
  });

  it('lists a later period once it holds expenses', async () => {
    const later = addMonths(thisMonth, 2);
    await buildExpense(t.db, { companyId, userId: anna.id, period: later });
    const list = listManagementPeriodsResponseSchema.parse((await get(cookies.ADMIN, '/management/period')).json());
    expect(list[0]).toMatchObject({ periodString: later, checkedPercentage: 0, isInvoiceable: false });
  });

  it('lists the period’s handed-in expenses with filters, checked share and export warnings', async () => {
    const body = periodExpensesResponseSchema.parse(
      (await get(cookies.ACCOUNTANT, `/management/period/${lastMonth}/expenses`)).json(),
    );
    expect(body.expenses.map((e) => [e.user.name, e.cost, e.status])).toEqual(
      expect.arrayContaining([
        ['Anna Adler', '20.00', 'SUBMITTED'],
        ['Anna Adler', '15.00', 'SUBMITTED'],
        ['Ben Bauer', '5.00', 'INVOICED'],
        ['Ben Bauer', '9.99', 'REJECTED'],
      ]),
    );
    expect(body.expenses).toHaveLength(4);
    expect(body.filterableUsers).toEqual([
      { id: anna.id, name: 'Anna Adler' },
      { id: ben.id, name: 'Ben Bauer' },
    ]);
    expect(body.filterableMobilityTypes).toEqual(['GERMANY_TICKET', 'TAXI']);
    expect(body.checkedPercentage).toBe(66);
    expect(body.hasExportWarnings).toBe(true);
  });

  it('has no export warnings when every billable expense is checked, unmarked, numbered, within budget and the commute distance is known', async () => {
    const period = addMonths(thisMonth, -3);
    // Without a distance a flat-rate amount would be taxable wage, which is a warning too.
    await t.db.update(users).set({ commuteDistanceKm: 10 }).where(eq(users.id, anna.id));
    await buildTaxBuckets(t.db, companyId, { tax13Active: false });
    await t.db.update(taxBuckets).set({ value: '4711' }).where(eq(taxBuckets.companyId, companyId));
    await buildExpense(t.db, { companyId, userId: anna.id, period, cost: '30.00', isChecked: true });
    const clean = periodExpensesResponseSchema.parse(
      (await get(cookies.ADMIN, `/management/period/${period}/expenses`)).json(),
    );
    expect(clean).toMatchObject({ checkedPercentage: 100, hasExportWarnings: false });
    await buildExpense(t.db, { companyId, userId: anna.id, period, cost: '1.00', isChecked: true, isMarked: true });
    expect(
      periodExpensesResponseSchema.parse((await get(cookies.ADMIN, `/management/period/${period}/expenses`)).json())
        .hasExportWarnings,
    ).toBe(true);
  });

  it('answers the edit form’s bounds for a user in the period', async () => {
    const body = managementUserMetadataResponseSchema.parse(
      (await get(cookies.EXPENSE_CHECKER, `/management/period/${lastMonth}/user/${anna.id}/metadata`)).json(),
    );
    expect(body).toEqual({
      companyMobilityTypes: ['GERMANY_TICKET', 'TAXI'],
      privateMobilityTypes: expect.any(Array),
      allowedOrigins: ['HOME', 'ABROAD'],
      minDate: firstDayOfPeriod(lastMonth),
      maxDate: expect.stringMatching(new RegExp(`^${lastMonth.slice(0, 4)}-${lastMonth.slice(4)}-(28|29|30|31)$`)),
      minDateTimestamp: Date.parse(`${firstDayOfPeriod(lastMonth)}T00:00:00Z`),
    });
  });
});

describe('period budget', () => {
  let admin: string;
  let companyId: string;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
    await createPeriodsForCompany(t.db, companyId, { from: '202601' });
    const group = await buildBudgetGroup(t.db, companyId, { budget: '100.00', overflowInterval: [6, 12] });
    const user = (first: string, registered: string, extra: object = {}) =>
      buildUser(t.db, {
        companyId,
        budgetGroupId: group.id,
        firstName: first,
        registerDate: new Date(`${registered}T00:00:00Z`),
        ...extra,
      });
    const a = await user('A', '2026-06-01', { monthlyBudget: '50.00' });
    const b = await user('B', '2026-05-01');
    await user('C', '2026-01-01', { budgetGroupId: null });
    await user('D', '2026-01-01', { status: 'DEACTIVATED', isBudgetActive: false, deactivationDate: '2026-05-20' });
    await user('E', '2026-08-01');
    admin = await signIn(t.app, (await user('Admin', '2026-09-01', { role: 'ADMIN' })).email);
    await buildExpense(t.db, { companyId, userId: b.id, period: '202605', cost: '40.00' });
    await buildExpense(t.db, { companyId, userId: a.id, period: '202606', cost: '30.00' });
    await buildExpense(t.db, { companyId, userId: a.id, period: '202606', cost: '45.50', status: 'INVOICED' });
    await buildExpense(t.db, { companyId, userId: a.id, period: '202606', cost: '10.00', status: 'REJECTED' });
    await buildExpense(t.db, { companyId, userId: b.id, period: '202606', cost: '20.25' });
    await buildExpense(t.db, { companyId, userId: b.id, period: '202606', cost: '3.00', status: 'READY' });
    const [june] = await t.db
      .select()
      .from(periods)
      .where(and(eq(periods.companyId, companyId), eq(periods.periodString, '202606')));
    await t.db
      .insert(budgetDeductions)
      .values({ companyId, userId: b.id, periodId: june!.id, label: 'Job ticket', amount: '10.00' });
    await t.db
      .insert(budgetCorrections)
      .values({ companyId, userId: b.id, periodId: june!.id, correctionAmount: '5.00', description: 'Fix' });
  });

  const budget = async (period: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/management/period/${period}/budget`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    return periodBudgetResponseSchema.parse(response.json());
  };

  it('sums the users whose budget runs in the period, cent-exact', async () => {
    // A: 50.00 own budget, first month, billable 75.50: reimbursed 50.00, exceeded 25.50.
    // B: 100.00 + overflow 60.00 (May left 60.00) - 10.00 + 5.00 = 155.00, billable 20.25: remaining 134.75.
    // C: no budget. D was deactivated before June, E and Admin start later.
    expect(await budget('202606')).toEqual({
      period: '202606',
      monthlyBudget: '150.00',
      overflow: '60.00',
      budgetUsage: '95.75',
      budgetRemaining: '134.75',
      reimbursed: '70.25',
      exceededBudget: '25.50',
      usersCount: 3,
      userCount: 3,
      hasBudget: true,
    });
  });

  it('carries nothing over an expiry month and counts the deactivated user while active', async () => {
    expect(await budget('202607')).toMatchObject({
      monthlyBudget: '150.00',
      overflow: '0.00',
      budgetUsage: '0.00',
      budgetRemaining: '150.00',
      userCount: 3,
    });
    // May: B (100.00, billable 40.00), C, and D (deactivated on 20 May) with 100.00 a month
    // carried since January (expiry months June and December): 400.00 overflow, 500.00 left.
    expect(await budget('202605')).toMatchObject({
      monthlyBudget: '200.00',
      overflow: '400.00',
      budgetUsage: '40.00',
      budgetRemaining: '560.00',
      userCount: 3,
    });
  });
});
