import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LODAS_RECORD, writeLodas } from './writers/lodas-writer';
import { writeLohnUndGehalt } from './writers/loug-writer';
import { writeExcel } from './writers/excel-writer';
import { computePeriodTax } from './tax-engine.service';
import type { TaxComputation } from './tax-computation';
import { findPeriod } from '../periods/periods.service';
import { getUserBudget } from '../budgets/budgets.service';
import { useTestApp } from '../../../test/test-app';
import { buildPayrollScenario, SCENARIO_PERIOD } from '../../../test/payroll-scenario';
import { datevCents, parseLodas, parseLohnUndGehalt, readWorkbook } from '../../../test/export-readers';
import { buildUser } from '../../../test/factories';
import { expectGolden } from '../../../test/golden-files';

const t = useTestApp();
let computation: TaxComputation;
let scenario: Awaited<ReturnType<typeof buildPayrollScenario>>;
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-golden-'));
const excelPath = path.join(tempDir, 'export.xlsx');

beforeAll(async () => {
  scenario = await buildPayrollScenario(t.db);
  const period = await findPeriod(t.db, scenario.company.id, SCENARIO_PERIOD);
  computation = await computePeriodTax(t.db, scenario.company.id, period!);
  await writeExcel(computation, excelPath);
});
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const reimbursedOf = (name: string) => computation.employees.find((e) => e.lastName === name)!.explanation;

describe('tax engine on the payroll scenario', () => {
  it('carries the unused January budget over and gives the budget to tax-free first when it is exceeded', () => {
    const juergen = reimbursedOf('Größe-Weiß');
    expect(juergen).toMatchObject({ available: 16000, billable: 17350, reimbursed: 16000, exceeded: 1350 });
    expect(juergen.categories.map((c) => [c.category, c.reimbursed, c.notReimbursed])).toEqual([
      ['TAX_FREE', 5800, 0],
      ['FLAT_15', 4550, 0],
      ['TAXABLE', 5650, 1350],
    ]);
  });

  it('pays the oldest taxable expense first within its category', () => {
    const taxable = computation.employees
      .find((e) => e.lastName === 'Größe-Weiß')!
      .expenses.filter((e) => e.category === 'TAXABLE');
    expect(taxable.map((e) => [e.date, e.reimbursed])).toEqual([
      ['2026-02-03', 3000],
      ['2026-02-11', 2650],
    ]);
  });

  it('pays a younger tax-free expense before an older taxable one', () => {
    expect(reimbursedOf('Treu').categories.map((c) => [c.category, c.reimbursed])).toEqual([
      ['TAX_FREE', 8000],
      ['FLAT_15', 0],
      ['TAXABLE', 2000],
    ]);
  });

  it('uses the abroad net-wage list for expenses abroad', () => {
    const anna = computation.employees.find((e) => e.lastName === 'Ausland')!;
    expect(anna.expenses.map((e) => [e.type, e.category])).toEqual([
      ['LOCAL_PUBLIC_TRANSPORT', 'TAX_FREE'],
      ['GERMANY_TICKET', 'TAXABLE'],
      ['RENTAL_CAR', 'FLAT_15'],
    ]);
  });

  it('warns about the missing personal number, unchecked and marked expenses and users over budget', () => {
    expect(computation.warnings.map((w) => [w.code, w.count])).toEqual([
      ['USERS_WITHOUT_PERSONAL_NUMBER', 1],
      ['UNCHECKED_EXPENSES', 1],
      ['MARKED_EXPENSES', 1],
      ['USERS_OVER_BUDGET', 3],
      ['COMMUTE_DISTANCE_MISSING', 1],
      ['FLAT_RATE_CAPPED', 1],
    ]);
  });

  it('flat-taxes a commute only up to the Entfernungspauschale and books the rest as taxable wage', () => {
    const theo = computation.employees.find((e) => e.lastName === 'Taxi')!;
    expect(theo.flatRateCap).toEqual({
      allowance: 10640,
      flatReimbursed: 125000,
      flatTaxed: 10640,
      movedToTaxable: 114360,
    });
    expect(theo.amounts).toEqual({ TAX_FREE: 0, FLAT_15: 10640, TAXABLE: 114360 + 20000 });
    expect(theo.expenses.map((e) => [e.type, e.category, e.reimbursed, e.taxableExcess])).toEqual([
      ['TAXI', 'FLAT_15', 125000, 114360],
      ['BICYCLE', 'TAXABLE', 20000, 0],
    ]);
  });

  it('books the whole flat-rate amount as taxable without a commute distance', () => {
    const anna = computation.employees.find((e) => e.lastName === 'Ausland')!;
    expect(anna.flatRateCap).toMatchObject({ allowance: null, movedToTaxable: 2500 });
    expect(anna.amounts).toEqual({ TAX_FREE: 3000, FLAT_15: 0, TAXABLE: 4500 });
    const warning = computation.warnings.find((w) => w.code === 'COMMUTE_DISTANCE_MISSING')!;
    expect(warning.details).toMatchObject([{ userName: 'Anna Ausland', amount: '25.00' }]);
  });
});

describe('golden files', () => {
  it('writes LODAS byte for byte', () => {
    expectGolden('scenario-lodas.txt', writeLodas(computation));
  });

  it('writes Lohn und Gehalt byte for byte', () => {
    expectGolden('scenario-loug.txt', writeLohnUndGehalt(computation));
  });

  it('writes the Excel workbook with every expense, the sums with explanations and the warnings', async () => {
    const sheets = await readWorkbook(excelPath);
    expectGolden('scenario-excel.json', Buffer.from(`${JSON.stringify(sheets, null, 2)}\n`));
    expect(sheets.map((s) => s.name)).toEqual(['Ausgaben 02.2026', 'Summen', 'Deutschlandticket', 'Hinweise']);
    expect(sheets[2]!.rows.slice(1)).toEqual([
      ['1001', 'Jürgen Größe-Weiß', 'Zuschuss steuerfrei (§ 3 Nr. 15 EStG)', 4200, 2, 31.5],
      ['1001', 'Jürgen Größe-Weiß', 'Eigenanteil (Nettolohnabzug)', 4210, 3, 28.35],
      ['1007', 'Tilda Ticket', 'Zuschuss steuerfrei (§ 3 Nr. 15 EStG)', 4200, 2, 31.5],
      ['1007', 'Tilda Ticket', 'Eigenanteil (Nettolohnabzug)', 4210, 3, 28.35],
    ]);
    expect(sheets[0]!.formats).toContain('dd.mm.yyyy');
    expect(sheets[0]!.formats).toContain('#,##0.00 "€";-#,##0.00 "€"');
  });
});

describe('reconciliation', () => {
  it('LODAS total = LuG total = Excel sum = reimbursed sum of the budgets, for employees with a personal number', async () => {
    const lodas = parseLodas(writeLodas(computation));
    const loug = parseLohnUndGehalt(writeLohnUndGehalt(computation));
    // The budget's wage types; the Germany ticket's (4200, 4210) are reconciled on their own below.
    const budgetLine = (line: { lohnart: string }) => !['4200', '4210'].includes(line.lohnart);
    const lodasTotal = lodas.bewegungsdaten.filter(budgetLine).reduce((sum, line) => sum + datevCents(line.wert), 0);
    const lougTotal = loug.lines.filter(budgetLine).reduce((sum, line) => sum + datevCents(line.wert), 0);
    const sums = (await readWorkbook(excelPath))[1]!.rows.slice(1, -1);
    const excelWithNumber = Math.round(
      sums.filter((row) => Boolean(row[0])).reduce((sum: number, row) => sum + (row[7] as number) * 100, 0),
    );
    const excelTotal = Math.round(((await readWorkbook(excelPath))[1]!.rows.at(-1)![7] as number) * 100);
    // The payroll column (after the cap) books the same total as the DATEV files.
    const excelPayrollWithNumber = Math.round(
      sums.filter((row) => Boolean(row[0])).reduce((sum: number, row) => sum + (row[9] as number) * 100, 0),
    );

    // The single-user budget of every employee, as the employee screen shows it.
    const admin = await buildUser(t.db, { companyId: scenario.company.id, role: 'ADMIN' });
    const actor = {
      userId: admin.id,
      companyId: scenario.company.id,
      role: 'ADMIN' as const,
      rights: ['CAN_GET_ALL_EXPENSES' as const],
      sessionTokenHash: '',
      impersonatorId: null,
    };
    let dbWithNumber = 0;
    let dbTotal = 0;
    for (const user of Object.values(scenario.users)) {
      const budget = await getUserBudget(t.app.deps, actor, { id: user.id, month: SCENARIO_PERIOD });
      const cents = Math.round(Number(budget.reimbursed) * 100);
      dbTotal += cents;
      if (user.personalNumber) dbWithNumber += cents;
    }
    expect(lodasTotal).toBe(178500);
    expect(lougTotal).toBe(lodasTotal);
    expect(excelWithNumber).toBe(lodasTotal);
    expect(excelPayrollWithNumber).toBe(lodasTotal);
    expect(dbWithNumber).toBe(lodasTotal);
    expect(excelTotal).toBe(dbTotal);
    const ticketTotal = computation.ticketLines.reduce((sum, line) => sum + line.amount, 0);
    expect(ticketTotal).toBe(2 * 5985);
    expect(lodas.bewegungsdaten.filter((l) => !budgetLine(l)).reduce((sum, l) => sum + datevCents(l.wert), 0)).toBe(
      ticketTotal,
    );
  });
});

describe('LODAS read back section by section', () => {
  it('has the general section, the record description and one movement line per employee and wage type', () => {
    const lodas = parseLodas(writeLodas(computation));
    expect(lodas.allgemein).toEqual({
      Ziel: 'LODAS',
      Version_SST: '1.0',
      BeraterNr: '1234567',
      MandantenNr: '12345',
      Datumsformat: 'TT.MM.JJJJ',
      Feldtrennzeichen: ';',
      Zahlenkomma: ',',
    });
    expect(lodas.satzbeschreibung).toEqual([LODAS_RECORD]);
    expect(lodas.bewegungsdaten.every((line) => line.satzart === '10' && line.zeitraum === '01.02.2026')).toBe(true);
    expect(lodas.bewegungsdaten.map((line) => [line.pnr, line.lohnart, line.bsNr, line.wert])).toEqual([
      ['1001', '4100', '2', '58,00'],
      ['1001', '4110', '3', '45,50'],
      ['1001', '4120', '2', '56,50'],
      ['1001', '4200', '2', '31,50'],
      ['1001', '4210', '3', '28,35'],
      ['1002', '4100', '2', '30,00'],
      ['1002', '4120', '2', '45,00'],
      ['1005', '4100', '2', '80,00'],
      ['1005', '4120', '2', '20,00'],
      ['1006', '4110', '3', '106,40'],
      ['1006', '4120', '2', '1343,60'],
      ['1007', '4200', '2', '31,50'],
      ['1007', '4210', '3', '28,35'],
    ]);
    // Nora Null (1003) got nothing and Lukas Ohne has no personal number: neither is in the file.
    expect(lodas.bewegungsdaten.some((line) => line.pnr === '1003')).toBe(false);
  });
});
