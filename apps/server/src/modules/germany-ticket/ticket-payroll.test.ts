import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser, signInRoles } from '../../../test/factories';
import { buildPayrollScenario, SCENARIO_PERIOD } from '../../../test/payroll-scenario';
import { useTestApp } from '../../../test/test-app';
import { expenses } from '../../db/schema/expenses';
import { germanyTicketBookings, germanyTicketExpenses, germanyTicketOffers } from '../../db/schema/germany-tickets';
import { payrollLines } from '../../db/schema/payroll-results';
import { periods } from '../../db/schema/periods';
import { createPeriodsForCompany, findPeriod } from '../periods/periods.service';
import { loadPeriodComputation } from '../tax-export/payroll-freeze.service';
import { createBudgetTicketExpenses } from './ticket-budget-expenses.service';
import { ticketPayrollLines } from './ticket-payroll.service';

let now = new Date('2026-03-15T10:00:00Z');
const t = useTestApp({}, { clock: () => now });

describe('the job ticket in payroll', () => {
  let scenario: Awaited<ReturnType<typeof buildPayrollScenario>>;
  let admin: string;

  beforeAll(async () => {
    scenario = await buildPayrollScenario(t.db, { leaveOpen: true });
    admin = (await signInRoles(t.app, t.db, scenario.company.id, ['ADMIN'])).cookies.ADMIN;
  });

  it('books the subsidy and the share per ticket holder, as the offer says', async () => {
    const lines = await ticketPayrollLines(t.db, scenario.company.id, SCENARIO_PERIOD);
    expect(lines.map((l) => [l.lastName, l.category, l.wageTypeNumber, l.bsNr, l.amount])).toEqual(
      expect.arrayContaining([
        ['Ticket', 'TAX_FREE', 4200, 2, 3150],
        ['Ticket', 'NET_DEDUCTION', 4210, 3, 2835],
        ['Größe-Weiß', 'TAX_FREE', 4200, 2, 3150],
        ['Größe-Weiß', 'NET_DEDUCTION', 4210, 3, 2835],
      ]),
    );
    await t.db
      .update(germanyTicketOffers)
      .set({ taxTreatment: 'FLAT_25' })
      .where(eq(germanyTicketOffers.companyId, scenario.company.id));
    const flat = await ticketPayrollLines(t.db, scenario.company.id, SCENARIO_PERIOD);
    expect(new Set(flat.map((l) => l.category))).toEqual(new Set(['FLAT_25', 'NET_DEDUCTION']));
    await t.db
      .update(germanyTicketOffers)
      .set({ taxTreatment: 'TAX_FREE' })
      .where(eq(germanyTicketOffers.companyId, scenario.company.id));
  });

  it('freezes the lines at invoicing: a later change of the offer does not reach the month', async () => {
    const invoice = (period: string) =>
      t.app.inject({ method: 'PATCH', url: `/management/period/${period}/invoice`, headers: { cookie: admin } });
    expect((await invoice('202601')).statusCode).toBe(200);
    expect((await invoice(SCENARIO_PERIOD)).statusCode).toBe(200);
    const frozen = await t.db
      .select()
      .from(payrollLines)
      .where(and(eq(payrollLines.companyId, scenario.company.id), eq(payrollLines.source, 'GERMANY_TICKET')));
    expect(frozen).toHaveLength(8);

    await t.db
      .update(germanyTicketOffers)
      .set({ subsidyPercent: 100 })
      .where(eq(germanyTicketOffers.companyId, scenario.company.id));
    const period = await findPeriod(t.db, scenario.company.id, SCENARIO_PERIOD);
    const computation = await loadPeriodComputation(t.db, scenario.company.id, period!);
    expect(computation.ticketLines.filter((l) => l.category === 'TAX_FREE').map((l) => l.amount)).toEqual([3150, 3150]);
  });
});

describe('a job ticket paid from the mobility budget', () => {
  it('turns each month it runs into one checked expense, and books no subsidy', async () => {
    now = new Date('2026-03-15T10:00:00Z');
    const company = await buildCompany(t.db);
    await createPeriodsForCompany(t.db, company.id, { from: '202601', now });
    const user = await buildUser(t.db, { companyId: company.id });
    await t.db.insert(germanyTicketOffers).values({ companyId: company.id, isActive: true, paidFromBudget: true });
    // January is closed already: too late to bill a ticket month there.
    await t.db
      .update(periods)
      .set({ isClosed: true })
      .where(and(eq(periods.companyId, company.id), eq(periods.periodString, '202601')));
    const [booking] = await t.db
      .insert(germanyTicketBookings)
      .values({
        companyId: company.id,
        userId: user.id,
        status: 'ACTIVE',
        startMonth: '2026-01',
        requestedAt: now,
        activatedAt: now,
        ticketNumber: 'DT-9',
      })
      .returning();

    expect(await createBudgetTicketExpenses(t.app.deps, { companyId: company.id })).toBe(2);
    expect(await createBudgetTicketExpenses(t.app.deps, { companyId: company.id })).toBe(0);
    const made = await t.db.select().from(expenses).where(eq(expenses.companyId, company.id)).orderBy(expenses.date);
    expect(made.map((e) => [e.date, e.type, e.cost, e.status, e.isChecked, e.tripToWork])).toEqual([
      ['2026-02-01', 'GERMANY_TICKET', '59.85', 'SUBMITTED', true, true],
      ['2026-03-01', 'GERMANY_TICKET', '59.85', 'SUBMITTED', true, true],
    ]);
    const claimed = await t.db
      .select()
      .from(germanyTicketExpenses)
      .where(eq(germanyTicketExpenses.bookingId, booking!.id));
    expect(claimed.map((c) => c.month).sort()).toEqual(['2026-02', '2026-03']);
    expect(await ticketPayrollLines(t.db, company.id, '202602')).toEqual([]);

    now = new Date('2026-04-02T10:00:00Z');
    expect(await createBudgetTicketExpenses(t.app.deps, { companyId: company.id })).toBe(1);
  });
});
