import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadSchema, listDownloadsResponseSchema, userBudgetResponseSchema } from '@mobilo/contract';
import { budgetGroups } from '../../db/schema/budget-groups';
import { expenses } from '../../db/schema/expenses';
import { payrollBudgetMonths, payrollLines } from '../../db/schema/payroll-results';
import { periods } from '../../db/schema/periods';
import { taxBuckets } from '../../db/schema/tax-buckets';
import { users } from '../../db/schema/users';
import { datevCents, parseLodas, readWorkbook } from '../../../test/export-readers';
import { buildCompany, expectErrorResponse, signInRoles } from '../../../test/factories';
import { buildPayrollScenario, SCENARIO_PERIOD } from '../../../test/payroll-scenario';
import { useTestApp } from '../../../test/test-app';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** DATEV amounts of a corrections file carry a minus sign. */
const signedCents = (wert: string) => (wert.startsWith('-') ? -datevCents(wert.slice(1)) : datevCents(wert));

const t = useTestApp({}, { withJobs: true, jobOptions: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 } });

/**
 * The payroll scenario invoiced through the API: the month is frozen at invoice, and what is paid
 * stays paid whatever changes afterwards (ADR 15).
 */
describe('an invoiced month is frozen', () => {
  let scenario: Awaited<ReturnType<typeof buildPayrollScenario>>;
  let admin: string;
  let employee: string;
  let outsider: string;
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
  const lastLodas = async () => {
    const list = listDownloadsResponseSchema.parse(
      (await t.app.inject({ url: '/api/v3/downloads', headers: { cookie: admin } })).json(),
    );
    const last = list.find((d) => d.platform === 'lodas' && d.status === 'DONE')!;
    return (await t.app.inject({ url: `/api/v3/downloads/${last.id}/file`, headers: { cookie: admin } })).rawPayload;
  };
  const action = (name: string) =>
    t.app.inject({ method: 'PATCH', url: `/management/period/${SCENARIO_PERIOD}/${name}`, headers: { cookie: admin } });
  const budget = async (userId: string, month: string) =>
    userBudgetResponseSchema.parse(
      (await t.app.inject({ url: `/user/${userId}/budget?month=${month}`, headers: { cookie: admin } })).json(),
    );

  beforeAll(async () => {
    scenario = await buildPayrollScenario(t.db, { leaveOpen: true });
    const { cookies } = await signInRoles(t.app, t.db, scenario.company.id, ['ADMIN', 'USER']);
    admin = cookies.ADMIN;
    employee = cookies.USER;
    const other = await buildCompany(t.db);
    outsider = (await signInRoles(t.app, t.db, other.id, ['ADMIN'])).cookies.ADMIN;
    return () => rmSync(tempDir, { recursive: true, force: true });
  });

  it('keeps LODAS, Lohn und Gehalt, Excel and the budgets of the month after later changes', async () => {
    expect((await action('invoice')).statusCode).toBe(200);
    const { juergen, theo } = scenario.users;
    // Nothing exported yet: there is nothing to correct.
    expectErrorResponse(
      await t.app.inject({
        url: `/api/v3/management/period/${SCENARIO_PERIOD}/export/tax?platform=lodas&kind=corrections`,
        headers: { cookie: admin },
      }),
      409,
      'TAX_EXPORT_NO_PREVIOUS_EXPORT',
    );
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

  it('records each export with its hash; the accountant marks it imported, once', async () => {
    const list = listDownloadsResponseSchema.parse(
      (await t.app.inject({ url: '/api/v3/downloads', headers: { cookie: admin } })).json(),
    );
    const lodas = list.find((d) => d.platform === 'lodas' && d.status === 'DONE')!;
    expect(lodas).toMatchObject({ kind: 'FULL', payrollMonth: SCENARIO_PERIOD, importStatus: 'EXPORTED' });
    expect(lodas.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const mark = (id: string, cookie?: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/v3/downloads/${id}/imported`, headers: cookie ? { cookie } : {} });
    expectErrorResponse(await mark(lodas.id), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await mark(lodas.id, employee), 403, 'ACCESS_DENIED');
    expectErrorResponse(await mark(lodas.id, outsider), 404, 'NOT_FOUND');
    expectErrorResponse(await mark('not-a-uuid', admin), 400, 'INVALID_INPUT');
    const marked = downloadSchema.parse((await mark(lodas.id, admin)).json());
    expect(marked).toMatchObject({ importStatus: 'IMPORTED' });
    expectErrorResponse(await mark(lodas.id, admin), 409, 'DOWNLOAD_ALREADY_IMPORTED');
  });

  it('refuses a corrections file for Excel and a payroll month before the period', async () => {
    const url = (query: string) => `/api/v3/management/period/${SCENARIO_PERIOD}/export/tax?${query}`;
    expectErrorResponse(
      await t.app.inject({ url: url('platform=excel&kind=corrections'), headers: { cookie: admin } }),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(
      await t.app.inject({ url: url('platform=lodas&payrollMonth=202601'), headers: { cookie: admin } }),
      400,
      'INVALID_INPUT',
    );
  });

  it('gives the invoiced expenses the tax info the invoice froze, and takes it back on uninvoice', async () => {
    const taxInfo = async () =>
      (
        await t.db
          .select({ type: expenses.type, isTaxFree: expenses.isTaxFree, hasTaxInfo: expenses.hasTaxInfo })
          .from(expenses)
          .where(and(eq(expenses.periodId, scenario.periodId), eq(expenses.userId, scenario.users.anna.id)))
          .orderBy(expenses.date)
      ).map((row) => [row.type, row.hasTaxInfo, row.isTaxFree]);
    // Anna abroad: local transport tax-free, the Germany ticket taxable, the rental car flat-taxed.
    expect(await taxInfo()).toEqual([
      ['LOCAL_PUBLIC_TRANSPORT', true, true],
      ['GERMANY_TICKET', true, false],
      ['RENTAL_CAR', true, false],
    ]);
    expect((await action('uninvoice')).statusCode).toBe(200);
    expect((await taxInfo()).every(([, hasTaxInfo]) => hasTaxInfo === false)).toBe(true);
    expect((await action('invoice')).statusCode).toBe(200);
    expect((await taxInfo()).map(([, hasTaxInfo]) => hasTaxInfo)).toEqual([true, true, true]);
  });

  it('forgets the frozen month on uninvoice and freezes it anew, with what changed, on the next invoice', async () => {
    expect((await action('uninvoice')).statusCode).toBe(200);
    const frozenLeft = await t.db.select().from(payrollLines).where(eq(payrollLines.periodId, scenario.periodId));
    expect(frozenLeft).toEqual([]);
    expect(
      await t.db.select().from(payrollBudgetMonths).where(eq(payrollBudgetMonths.periodId, scenario.periodId)),
    ).toEqual([]);
    expect((await action('invoice')).statusCode).toBe(200);

    // The corrections file: previous file + differences = the month now, per employee and wage type.
    const before = parseLodas(await lastLodas()).bewegungsdaten;
    const corrections = await t.app.inject({
      url: `/api/v3/management/period/${SCENARIO_PERIOD}/export/tax?platform=lodas&kind=corrections&payrollMonth=202604`,
      headers: { cookie: admin },
    });
    expect(corrections.statusCode).toBe(200);
    const differences = parseLodas(corrections.rawPayload).bewegungsdaten;
    expect(differences.every((l) => l.zeitraum === '01.04.2026')).toBe(true);
    expect(differences.some((l) => l.wert.startsWith('-'))).toBe(true);
    const full = parseLodas(await exportFile('lodas')).bewegungsdaten;
    const totals = new Map<string, number>();
    for (const [sign, list] of [
      [1, before],
      [1, differences],
      [-1, full],
    ] as const) {
      for (const line of list) {
        const key = `${line.pnr}/${line.lohnart}`;
        totals.set(key, (totals.get(key) ?? 0) + sign * signedCents(line.wert));
      }
    }
    expect([...totals.values()].every((cents) => cents === 0)).toBe(true);

    const lines = full.map((l) => [l.pnr, l.lohnart, l.wert]);
    // Recomputed from today's settings: Theo's 100.00 a month leave 200.00, and without a distance
    // nothing is flat-taxed: all of it is taxable wage, on the new wage type.
    expect(lines.filter((l) => l[0] === '1006')).toEqual([['1006', '4999', '200,00']]);
  });
});
