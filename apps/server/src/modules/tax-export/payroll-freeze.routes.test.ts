import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userBudgetResponseSchema } from '@mobilo/contract';
import { budgetGroups } from '../../db/schema/budget-groups';
import { expenses } from '../../db/schema/expenses';
import { payrollBudgetMonths, payrollLines } from '../../db/schema/payroll-results';
import { periods } from '../../db/schema/periods';
import { taxBuckets } from '../../db/schema/tax-buckets';
import { users } from '../../db/schema/users';
import { parseLodas, readWorkbook } from '../../../test/export-readers';
import { expectErrorResponse, signInRoles } from '../../../test/factories';
import { buildPayrollScenario, SCENARIO_PERIOD } from '../../../test/payroll-scenario';
import { useTestApp } from '../../../test/test-app';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const t = useTestApp({}, { withJobs: true, jobOptions: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 } });

/**
 * The payroll scenario invoiced through the API: the month is frozen at invoice, and what is paid
 * stays paid whatever changes afterwards (ADR 15).
 */
describe('an invoiced month is frozen', () => {
  let scenario: Awaited<ReturnType<typeof buildPayrollScenario>>;
  let admin: string;
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-freeze-'));

  const exportFile = async (platform: string) => {
    const response = await t.app.inject({
      url: `/api/v3/management/period/${SCENARIO_PERIOD}/export/tax?platform=${platform}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  const excelSums = async () => {
    const file = path.join(tempDir, `${Math.random()}.xlsx`);
    writeFileSync(file, await exportFile('excel'));
    return (await readWorkbook(file))[1]!.rows;
  };
  const action = (name: string) =>
    t.app.inject({ method: 'PATCH', url: `/management/period/${SCENARIO_PERIOD}/${name}`, headers: { cookie: admin } });
  const budget = async (userId: string, month: string) =>
    userBudgetResponseSchema.parse(
      (await t.app.inject({ url: `/user/${userId}/budget?month=${month}`, headers: { cookie: admin } })).json(),
    );

  beforeAll(async () => {
    scenario = await buildPayrollScenario(t.db, { leaveOpen: true });
    ({
      cookies: { ADMIN: admin },
    } = await signInRoles(t.app, t.db, scenario.company.id, ['ADMIN']));
    return () => rmSync(tempDir, { recursive: true, force: true });
  });

  it('keeps LODAS, Lohn und Gehalt, Excel and the budgets of the month after later changes', async () => {
    expect((await action('invoice')).statusCode).toBe(200);
    const { juergen, theo } = scenario.users;
    const lodas = await exportFile('lodas');
    const loug = await exportFile('loug');
    const sums = await excelSums();
    const juergenFeb = await budget(juergen.id, SCENARIO_PERIOD);
    const theoFeb = await budget(theo.id, SCENARIO_PERIOD);
    expect(juergenFeb).toMatchObject({ available: '160.00', reimbursed: '160.00' });
    expect(theoFeb).toMatchObject({ available: '3000.00', reimbursed: '1450.00' });

    // A late expense in the open month before, lower budgets, a lost commute distance, a new wage type.
    const [january] = await t.db
      .select()
      .from(periods)
      .where(and(eq(periods.companyId, scenario.company.id), eq(periods.periodString, '202601')));
    await t.db.insert(expenses).values({
      companyId: scenario.company.id,
      userId: juergen.id,
      periodId: january!.id,
      date: '2026-01-28',
      status: 'SUBMITTED',
      tripToWork: true,
      type: 'LOCAL_PUBLIC_TRANSPORT',
      origin: 'HOME',
      cost: '55.00',
      originalCost: '55.00',
      originalCurrency: 'EUR',
      targetCurrency: 'EUR',
      isChecked: true,
    });
    await t.db.update(budgetGroups).set({ budget: '10.00' }).where(eq(budgetGroups.id, scenario.group.id));
    await t.db.update(users).set({ monthlyBudget: '100.00', commuteDistanceKm: null }).where(eq(users.id, theo.id));
    await t.db
      .update(taxBuckets)
      .set({ value: '4999' })
      .where(and(eq(taxBuckets.companyId, scenario.company.id), eq(taxBuckets.taxBudgetType, 'TAXABLE')));

    expect((await exportFile('lodas')).equals(lodas)).toBe(true);
    expect((await exportFile('loug')).equals(loug)).toBe(true);
    expect(await excelSums()).toEqual(sums);
    expect(await budget(juergen.id, SCENARIO_PERIOD)).toMatchObject({
      available: juergenFeb.available,
      overflow: juergenFeb.overflow,
      reimbursed: juergenFeb.reimbursed,
    });
    expect(await budget(theo.id, SCENARIO_PERIOD)).toMatchObject({ available: '3000.00', reimbursed: '1450.00' });
    // The rollover into March starts from the frozen February: 3000.00 - 1450.00 on top of the new 100.00.
    expect(await budget(theo.id, '202603')).toMatchObject({ overflow: '1550.00', available: '1650.00' });
  });

  it('refuses corrections and deductions on the invoiced month with 409, nothing written', async () => {
    const { juergen } = scenario.users;
    const correction = await t.app.inject({
      method: 'PUT',
      url: `/user/${juergen.id}/corrections/${SCENARIO_PERIOD}`,
      payload: { correctionAmount: '50.00', description: 'late' },
      headers: { cookie: admin },
    });
    expectErrorResponse(correction, 409, 'PERIOD_INVOICED');
    const deductions = await t.app.inject({
      method: 'PUT',
      url: `/user/${juergen.id}/deductions/${SCENARIO_PERIOD}`,
      payload: { budgetDeductions: [{ label: 'Jobrad', amount: '20.00' }] },
      headers: { cookie: admin },
    });
    expectErrorResponse(deductions, 409, 'PERIOD_INVOICED');
    expect(await budget(juergen.id, SCENARIO_PERIOD)).toMatchObject({ correctionAmount: '0.00', deductions: '0.00' });
  });

  it('forgets the frozen month on uninvoice and freezes it anew, with what changed, on the next invoice', async () => {
    expect((await action('uninvoice')).statusCode).toBe(200);
    const frozenLeft = await t.db.select().from(payrollLines).where(eq(payrollLines.periodId, scenario.periodId));
    expect(frozenLeft).toEqual([]);
    expect(
      await t.db.select().from(payrollBudgetMonths).where(eq(payrollBudgetMonths.periodId, scenario.periodId)),
    ).toEqual([]);
    expect((await action('invoice')).statusCode).toBe(200);
    const lines = parseLodas(await exportFile('lodas')).bewegungsdaten.map((l) => [l.pnr, l.lohnart, l.wert]);
    // Recomputed from today's settings: Theo's 100.00 a month leave 200.00, and without a distance
    // nothing is flat-taxed: all of it is taxable wage, on the new wage type.
    expect(lines.filter((l) => l[0] === '1006')).toEqual([['1006', '4999', '200,00']]);
  });
});
