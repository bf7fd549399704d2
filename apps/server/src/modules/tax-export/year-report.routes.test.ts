import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payrollLines } from '../../db/schema/payroll-results';
import { readWorkbook } from '../../../test/export-readers';
import { buildCompany, expectErrorResponse, signInRoles } from '../../../test/factories';
import { buildPayrollScenario, SCENARIO_PERIOD } from '../../../test/payroll-scenario';
import { useTestApp } from '../../../test/test-app';
import { listInvoicedPeriodsWithoutResults } from '../payroll-results/payroll-results.service';
import { freezeInvoicedMonthsWithoutResults } from './payroll-freeze.service';

const t = useTestApp();

/** The German CSV: one row per employee by personal number, amounts in cents. */
function parseCsv(bytes: Buffer) {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
  const cents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);
  return {
    header: header!.split(';'),
    rows: rows.map((line) => {
      const cells = line.split(';').map((cell) => cell.replace(/^"|"$/g, ''));
      return {
        personalNumber: cells[0]!,
        name: `${cells[2]} ${cells[1]}`.trim(),
        months: Number(cells[3]),
        taxFree: cents(cells[4]!),
        flatTaxed: cents(cells[5]!),
        taxable: cents(cells[6]!),
      };
    }),
  };
}

describe('the year report', () => {
  let scenario: Awaited<ReturnType<typeof buildPayrollScenario>>;
  let cookies: Record<string, string>;
  let outsider: string;
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-year-'));

  const report = (format: string, cookie = cookies.ADMIN!, year = '2026') =>
    t.app.inject({ url: `/api/v3/management/year-report/${year}?format=${format}`, headers: { cookie } });
  const invoice = (period: string, action = 'invoice') =>
    t.app.inject({
      method: 'PATCH',
      url: `/management/period/${period}/${action}`,
      headers: { cookie: cookies.ADMIN! },
    });
  /** What the frozen months booked per employee and category, summed month by month. */
  const frozenTotals = async () => {
    const lines = await t.db.select().from(payrollLines).where(eq(payrollLines.companyId, scenario.company.id));
    const sums = new Map<string, { TAX_FREE: number; FLAT_15: number; TAXABLE: number }>();
    for (const line of lines) {
      const sum = sums.get(line.userId) ?? { TAX_FREE: 0, FLAT_15: 0, TAXABLE: 0 };
      sum[line.category as keyof typeof sum] += Math.round(Number(line.amount) * 100);
      sums.set(line.userId, sum);
    }
    return sums;
  };

  beforeAll(async () => {
    scenario = await buildPayrollScenario(t.db, { leaveOpen: true });
    cookies = (await signInRoles(t.app, t.db, scenario.company.id, ['ADMIN', 'USER'])).cookies;
    outsider = (await signInRoles(t.app, t.db, (await buildCompany(t.db)).id, ['ADMIN'])).cookies.ADMIN!;
    expect((await invoice('202601')).statusCode).toBe(200);
    expect((await invoice(SCENARIO_PERIOD)).statusCode).toBe(200);
    return () => rmSync(tempDir, { recursive: true, force: true });
  });

  it('sums the invoiced months per employee as the frozen payroll lines booked them (CSV)', async () => {
    const response = await report('csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('Mobilo-Year-Report-2026.csv');
    const { header, rows } = parseCsv(response.rawPayload);
    expect(header[4]).toContain('§ 3 Nr. 15 EStG (Zeile 17)');
    expect(header[5]).toContain('§ 40 Abs. 2 S. 2 EStG (Zeile 18)');

    const { juergen, theo, anna } = scenario.users;
    const byName = new Map(rows.map((row) => [row.name, row]));
    // Theo: 106.40 of the taxi flat-taxed, the rest of it and the bicycle taxable wage.
    expect(byName.get('Theo Taxi')).toMatchObject({
      personalNumber: '1006',
      flatTaxed: 10640,
      taxable: 114360 + 20000,
    });
    // Jürgen billed in both months: January's 40.00 tax-free ticket is in his year.
    expect(byName.get('Jürgen Größe-Weiß')!.months).toBe(2);
    // The job ticket's subsidy (half of 63.00 a month) is tax-free under § 3 Nr. 15: line 17; her own
    // share is deducted from net pay and is no wage at all.
    expect(byName.get('Tilda Ticket')).toMatchObject({ months: 2, taxFree: 2 * 3150, flatTaxed: 0, taxable: 0 });

    const totals = await frozenTotals();
    for (const user of [juergen, theo, anna]) {
      const row = rows.find((r) => r.name === `${user.firstName} ${user.lastName}`)!;
      const frozen = totals.get(user.id)!;
      expect([row.taxFree, row.flatTaxed, row.taxable]).toEqual([frozen.TAX_FREE, frozen.FLAT_15, frozen.TAXABLE]);
    }
    const sum = rows.slice(0, -1).reduce((total, row) => total + row.taxFree + row.flatTaxed + row.taxable, 0);
    const last = rows.at(-1)!;
    expect(last.taxFree + last.flatTaxed + last.taxable).toBe(sum);
    expect(sum).toBe([...totals.values()].reduce((total, s) => total + s.TAX_FREE + s.FLAT_15 + s.TAXABLE, 0));
  });

  it('writes the same figures as an Excel workbook', async () => {
    const [csv, excel] = await Promise.all([report('csv'), report('excel')]);
    expect(excel.statusCode).toBe(200);
    const file = path.join(tempDir, 'year.xlsx');
    writeFileSync(file, excel.rawPayload);
    const [sheet] = await readWorkbook(file);
    expect(sheet!.name).toBe('Jahresübersicht 2026');
    const csvRows = parseCsv(csv.rawPayload).rows;
    const excelRows = sheet!.rows.slice(1, csvRows.length + 1);
    expect(excelRows.map((row) => row.slice(4, 7).map((value) => Math.round(Number(value) * 100)))).toEqual(
      csvRows.map((row) => [row.taxFree, row.flatTaxed, row.taxable]),
    );
  });

  it('leaves out a month once it is uninvoiced', async () => {
    expect((await invoice(SCENARIO_PERIOD, 'uninvoice')).statusCode).toBe(200);
    const { rows } = parseCsv((await report('csv')).rawPayload);
    expect(rows.find((row) => row.name === 'Theo Taxi')).toBeUndefined();
    // January: 40.00 of the budget and 31.50 of the job ticket's subsidy, both tax-free.
    expect(rows.find((row) => row.name === 'Jürgen Größe-Weiß')).toMatchObject({ months: 1, taxFree: 4000 + 3150 });
    expect((await invoice(SCENARIO_PERIOD)).statusCode).toBe(200);
  });

  it('is empty for a year without invoiced months and for another company', async () => {
    const empty = parseCsv((await report('csv', cookies.ADMIN, '2025')).rawPayload).rows;
    expect(empty).toEqual([expect.objectContaining({ personalNumber: 'Summe', taxFree: 0, flatTaxed: 0, taxable: 0 })]);
    // Their company speaks English: commas between fields, decimal points, only the total.
    const theirs = (await report('csv', outsider)).rawPayload.toString('utf8').trimEnd().split('\r\n');
    expect(theirs).toHaveLength(2);
    expect(theirs[1]).toBe('"Total","","",,0.00,0.00,0.00,0.00');
  });

  it('answers 401 without a session, 403 to an employee and 400 to a bad year or format', async () => {
    expectErrorResponse(
      await t.app.inject({ url: '/api/v3/management/year-report/2026?format=csv' }),
      401,
      'UNAUTHENTICATED',
    );
    expect((await report('csv', cookies.USER)).statusCode).toBe(403);
    expect((await report('pdf')).statusCode).toBe(400);
    expect((await report('csv', cookies.ADMIN, '26')).statusCode).toBe(400);
  });
});

describe('months invoiced without their frozen result', () => {
  it('are frozen at start, once, and the year report counts them from then on', async () => {
    // Invoiced by writing the rows, as months were before invoicing froze them.
    const legacy = await buildPayrollScenario(t.db);
    const admin = (await signInRoles(t.app, t.db, legacy.company.id, ['ADMIN'])).cookies.ADMIN!;
    const report = async () => {
      const response = await t.app.inject({
        url: '/api/v3/management/year-report/2026?format=csv',
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      return parseCsv(response.rawPayload).rows;
    };
    const lines = () => t.db.select().from(payrollLines).where(eq(payrollLines.companyId, legacy.company.id));
    expect(await lines()).toHaveLength(0);
    expect((await report()).find((row) => row.name === 'Theo Taxi')).toBeUndefined();

    expect(await freezeInvoicedMonthsWithoutResults(t.app.deps)).toBeGreaterThanOrEqual(2);

    expect((await lines()).length).toBeGreaterThan(0);
    expect((await report()).find((row) => row.name === 'Theo Taxi')).toMatchObject({
      flatTaxed: 10640,
      taxable: 114360 + 20000,
    });
    const stillMissing = await listInvoicedPeriodsWithoutResults(t.db);
    expect(stillMissing.filter((period) => period.companyId === legacy.company.id)).toEqual([]);
    // A second start finds the months frozen and writes nothing again.
    const frozenLines = (await lines()).length;
    await freezeInvoicedMonthsWithoutResults(t.app.deps);
    expect(await lines()).toHaveLength(frozenLines);
  });
});
