import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  currentPeriod,
  errorResponseSchema,
  firstDayOfPeriod,
  listPeriodsResponseSchema,
  userBudgetResponseSchema,
  userMetadataResponseSchema,
} from '@mobilo/contract';
import { eq } from 'drizzle-orm';
import { expenses } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import { budgetCorrections, budgetDeductions } from '../../db/schema/user-budgets';
import { buildBudgetGroup, buildCompany, buildUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { importSampleRates } from '../exchange-rates/exchange-rates.service';
import { createPeriodsForCompany, PERIOD_YEARS_AHEAD } from '../periods/periods.service';

const t = useTestApp();
const now = currentPeriod();
const previous = addMonths(now, -1);

describe('periods, user budget and exchange rates', () => {
  let cookie: string;
  let userId: string;
  let checker: string;
  let colleagueId: string;
  let outsider: string;
  let companyId: string;

  beforeAll(async () => {
    await importSampleRates(t.db);
    companyId = (await buildCompany(t.db)).id;
    await createPeriodsForCompany(t.db, companyId, { from: previous });
    const group = await buildBudgetGroup(t.db, companyId, {
      budget: '100.00',
      overflowInterval: [],
      companyMobilityTypes: ['TAXI'],
    });
    const registerDate = new Date(`${firstDayOfPeriod(previous)}T00:00:00Z`);
    const user = await buildUser(t.db, { companyId, budgetGroupId: group.id, registerDate, userType: 'LIGHT' });
    userId = user.id;
    cookie = await signIn(t.app, user.email);
    colleagueId = (await buildUser(t.db, { companyId })).id;
    checker = await signIn(t.app, (await buildUser(t.db, { companyId, role: 'EXPENSE_CHECKER' })).email);
    const other = await buildCompany(t.db);
    outsider = await signIn(t.app, (await buildUser(t.db, { companyId: other.id, role: 'ADMIN' })).email);

    const [period] = await t.db.select().from(periods).where(eq(periods.periodString, now));
    await t.db
      .insert(budgetDeductions)
      .values({ companyId, userId, periodId: period!.id, label: 'Job ticket', amount: '10.00' });
    await t.db.insert(budgetCorrections).values({ companyId, userId, periodId: period!.id, correctionAmount: '5.50' });
    const expense = {
      companyId,
      userId,
      periodId: period!.id,
      date: firstDayOfPeriod(now),
      originalCurrency: 'EUR',
      targetCurrency: 'EUR',
    };
    await t.db.insert(expenses).values([
      { ...expense, status: 'SUBMITTED', cost: '80.25', originalCost: '80.25' },
      { ...expense, status: 'READY', cost: '500.00', originalCost: '500.00' },
    ]);
  });

  it('creates periods five years ahead, once', async () => {
    const list = listPeriodsResponseSchema.parse((await t.app.inject({ url: '/period', headers: { cookie } })).json());
    expect(list[0]!.periodString).toBe(previous);
    expect(list.at(-1)!.periodString).toBe(addMonths(now, PERIOD_YEARS_AHEAD * 12));
    expect(await createPeriodsForCompany(t.db, companyId)).toBe(0);
    expect(list[1]).toMatchObject({ periodString: now, status: 'active', isInvoiceable: true, isInThePast: false });
    const missing = await t.app.inject({ url: '/period/199001', headers: { cookie } });
    expect(errorResponseSchema.parse(missing.json()).reason.errorCode).toBe('NOT_FOUND');
    expect((await t.app.inject({ url: '/period/2026-1', headers: { cookie } })).statusCode).toBe(400);
  });

  it("computes the month's budget from budget, deductions, correction and billable expenses", async () => {
    const response = await t.app.inject({ url: `/user/${userId}/budget?month=${now}`, headers: { cookie } });
    const budget = userBudgetResponseSchema.parse(response.json());
    expect(budget).toMatchObject({
      monthlyBudget: '100.00',
      overflow: '0.00',
      deductions: '10.00',
      correctionAmount: '5.50',
      available: '95.50',
      budgetUsage: '80.25',
      reimbursed: '80.25',
      budgetRemaining: '15.25',
      exceededBudget: '0.00',
      budgetStatus: null,
      budgetDeductions: [{ label: 'Job ticket', amount: '10.00' }],
      expenseCount: 2,
      submittedCount: 1,
    });
  });

  it('tells what the user may record and from which day', async () => {
    const meta = userMetadataResponseSchema.parse(
      (await t.app.inject({ url: `/user/${userId}?month=${now}`, headers: { cookie } })).json(),
    );
    expect(meta).toMatchObject({
      isLight: true,
      allowedOrigins: ['HOME'],
      companyMobilityTypes: ['TAXI'],
      minActivenessDate: firstDayOfPeriod(previous),
    });
  });

  it("shows a user's budget to themselves and to reviewers of the company only", async () => {
    expect((await t.app.inject({ url: `/user/${userId}/budget`, headers: { cookie: checker } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/user/${colleagueId}/budget`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/user/${userId}`, headers: { cookie: outsider } })).statusCode).toBe(404);
  });

  it('answers exchange rates through EUR, with the latest earlier date, or none', async () => {
    const ask = async (query: string) =>
      (await t.app.inject({ url: `/v2/exchangerate/?${query}`, headers: { cookie } })).json() as Record<
        string,
        unknown
      >;
    expect(await ask('base=EUR&target=USD&date=2026-10-31')).toMatchObject({
      rate: '1.161200',
      rateDate: '2026-10-30',
    });
    expect(await ask('base=USD&target=EUR&date=2026-10-30')).toMatchObject({ rate: '0.861178' });
    expect(await ask('base=USD&target=GBP&date=2026-10-30')).toMatchObject({ rate: '0.754693' });
    expect(await ask('base=USD&target=EUR&date=2000-01-03')).toMatchObject({ rate: null, rateDate: null });
    expect(await ask('base=EUR&target=EUR&date=2000-01-03')).toMatchObject({ rate: '1.000000' });
    expect(
      (await t.app.inject({ url: '/v2/exchangerate/?base=usd&target=EUR&date=2026-10-30', headers: { cookie } }))
        .statusCode,
    ).toBe(400);
  });
});
