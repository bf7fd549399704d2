import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInRoles } from '../../../test/factories';
import { buildPayrollScenario, SCENARIO_PERIOD } from '../../../test/payroll-scenario';
import { useTestApp } from '../../../test/test-app';
import { homeChargingActivities, homeChargingSettings } from '../../db/schema/home-charging';
import { payrollLines } from '../../db/schema/payroll-results';
import { users } from '../../db/schema/users';
import { findPeriod } from '../periods/periods.service';
import { loadPeriodComputation } from './payroll-freeze.service';
import { computePeriodTax } from './tax-engine.service';
import { writeLodas } from './writers/lodas-writer';
import { writeLohnUndGehalt } from './writers/loug-writer';
import { writeExcel } from './writers/excel-writer';
import { readWorkbook } from '../../../test/export-readers';
import { chargingPayrollLines } from '../home-charging/charging-payroll.service';
import { expectGolden } from '../../../test/golden-files';

const t = useTestApp({}, { clock: () => new Date('2026-03-15T10:00:00Z') });
const february = '2026-02';

describe('home charging in payroll', () => {
  let scenario: Awaited<ReturnType<typeof buildPayrollScenario>>;
  let admin: string;
  let tildaId: string;

  beforeAll(async () => {
    scenario = await buildPayrollScenario(t.db, { leaveOpen: true });
    const companyId = scenario.company.id;
    admin = (await signInRoles(t.app, t.db, companyId, ['ADMIN'])).cookies.ADMIN;
    [{ id: tildaId }] = (await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.lastName, 'Ticket')))) as [{ id: string }];
    await t.db
      .insert(homeChargingSettings)
      .values({ companyId, taxFreeWageTypeNumber: 4300, taxableWageTypeNumber: 4310 });
    const activity = {
      companyId,
      month: february,
      source: 'READINGS' as const,
      meterId: 'M-1',
      startReading: '1000.00',
      startReadingDate: '2026-02-01',
      endReadingDate: '2026-02-28',
      priceSource: 'AVERAGE' as const,
      centsPerKwh: '34.00',
      submittedAt: new Date('2026-03-01T08:00:00Z'),
    };
    await t.db.insert(homeChargingActivities).values([
      // Jürgen's company car: 165.75 kWh × 34 ct = 56.36 tax-free.
      {
        ...activity,
        userId: scenario.users.juergen.id,
        carKind: 'COMPANY',
        endReading: '1165.75',
        kwh: '165.75',
        amount: '56.36',
        status: 'APPROVED',
      },
      // Tilda's own car: 100 kWh × 34 ct = 34.00 taxable wage.
      {
        ...activity,
        userId: tildaId,
        carKind: 'OWN',
        endReading: '1100.00',
        kwh: '100.00',
        amount: '34.00',
        status: 'APPROVED',
      },
      // Anna's month still waits for its check: not in payroll.
      {
        ...activity,
        userId: scenario.users.anna.id,
        carKind: 'COMPANY',
        endReading: '1050.00',
        kwh: '50.00',
        amount: '17.00',
      },
    ]);
  });

  it('books each approved month on the wage type of its car, outside the budget', async () => {
    const lines = await chargingPayrollLines(t.db, scenario.company.id, SCENARIO_PERIOD);
    expect(lines.map((l) => [l.lastName, l.category, l.wageTypeNumber, l.bsNr, l.amount])).toEqual([
      ['Größe-Weiß', 'TAX_FREE', 4300, 2, 5636],
      ['Ticket', 'TAXABLE', 4310, 2, 3400],
    ]);
    const period = await findPeriod(t.db, scenario.company.id, SCENARIO_PERIOD);
    const computation = await computePeriodTax(t.db, scenario.company.id, period!);
    // The budget of Jürgen is what it was: the refund is no expense of it.
    expect(computation.employees.find((e) => e.lastName === 'Größe-Weiß')!.explanation.reimbursed).toBe(16000);
    expect(computation.chargingLines).toHaveLength(2);
  });

  it('writes the lines into LODAS and Lohn und Gehalt', async () => {
    const period = await findPeriod(t.db, scenario.company.id, SCENARIO_PERIOD);
    const computation = await computePeriodTax(t.db, scenario.company.id, period!);
    const lodas = writeLodas(computation);
    expect(lodas.toString('latin1')).toContain('10;01.02.2026;1001;4300;2;56,36;');
    expect(lodas.toString('latin1')).toContain('10;01.02.2026;1007;4310;2;34,00;');
    expectGolden('home-charging-lodas.txt', lodas);
    expectGolden('home-charging-loug.txt', writeLohnUndGehalt(computation));
  });

  it('writes the lines on a sheet of their own in the Excel workbook', async () => {
    const period = await findPeriod(t.db, scenario.company.id, SCENARIO_PERIOD);
    const computation = await computePeriodTax(t.db, scenario.company.id, period!);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-charging-excel-'));
    try {
      const file = path.join(dir, 'export.xlsx');
      await writeExcel(computation, file);
      const sheets = await readWorkbook(file);
      expectGolden('home-charging-excel.json', Buffer.from(`${JSON.stringify(sheets, null, 2)}\n`));
      const charging = sheets.find((sheet) => sheet.name === 'Laden zu Hause');
      expect(charging?.rows.slice(1)).toEqual([
        ['1001', 'Jürgen Größe-Weiß', expect.any(String), 165.75, 34, 4300, 2, 56.36],
        ['1007', 'Tilda Ticket', expect.any(String), 100, 34, 4310, 2, 34],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('freezes the lines at invoicing and shows them apart in the year report', async () => {
    const invoice = (period: string) =>
      t.app.inject({ method: 'PATCH', url: `/management/period/${period}/invoice`, headers: { cookie: admin } });
    expect((await invoice('202601')).statusCode).toBe(200);
    expect((await invoice(SCENARIO_PERIOD)).statusCode).toBe(200);
    const frozen = await t.db
      .select()
      .from(payrollLines)
      .where(and(eq(payrollLines.companyId, scenario.company.id), eq(payrollLines.source, 'HOME_CHARGING')));
    expect(frozen.map((l) => [l.category, l.wageTypeNumber, l.amount]).sort()).toEqual([
      ['TAXABLE', 4310, '34.00'],
      ['TAX_FREE', 4300, '56.36'],
    ]);
    await t.db.update(homeChargingSettings).set({ taxFreeWageTypeNumber: 9999 });
    const period = await findPeriod(t.db, scenario.company.id, SCENARIO_PERIOD);
    const computation = await loadPeriodComputation(t.db, scenario.company.id, period!);
    expect(computation.chargingLines.map((l) => [l.lastName, l.wageTypeNumber, l.amount])).toEqual([
      ['Größe-Weiß', 4300, 5636],
      ['Ticket', 4310, 3400],
    ]);

    const report = await t.app.inject({
      url: '/api/v3/management/year-report/2026?format=csv',
      headers: { cookie: admin },
    });
    const rows = report.body.split('\r\n').map((line) => line.split(';'));
    const juergen = rows.find((cells) => cells[0] === '"1001"')!;
    // § 3 Nr. 15 (line 17) keeps the budget's (40.00 + 58.00) and the ticket's (2 × 31.50) tax-free amounts;
    // the refund for the company car has its own column, the own car's is taxable wage.
    expect(juergen.slice(4)).toEqual(['161,00', '45,50', '56,50', '56,36']);
    const tilda = rows.find((cells) => cells[0] === '"1007"')!;
    expect(tilda.slice(4)).toEqual(['63,00', '0,00', '34,00', '0,00']);
  });
});
