import { type YearReportFormat, yearReportFileName } from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import type { Actor } from '../../platform/request-context';
import { getCompanyFacts } from '../companies/companies.service';
import { sumYearLines } from '../payroll-results/payroll-results.service';
import { type YearReport, writeYearReportCsv, writeYearReportExcel } from './writers/year-report-writer';

const mimeTypes: Record<YearReportFormat, string> = {
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The year's figures per employee, summed from the payroll lines of its invoiced months (ADR 15). */
export async function buildYearReport(deps: ServiceDeps, actor: Actor, year: string): Promise<YearReport> {
  const [company, rows] = await Promise.all([
    getCompanyFacts(deps.db, actor.companyId),
    sumYearLines(deps.db, actor.companyId, year),
  ]);
  return {
    year,
    companyName: company.name,
    currency: company.currency,
    language: company.defaultLanguage === 'de' ? 'de' : 'en',
    rows: rows.map((row) => ({
      personalNumber: row.personalNumber,
      lastName: row.lastName ?? '',
      firstName: row.firstName ?? '',
      months: row.months,
      taxFree: row.taxFree,
      flatTaxed: row.flatTaxed,
      taxable: row.taxable,
      homeChargingTaxFree: row.homeChargingTaxFree,
    })),
  };
}

/** GET /api/v3/management/year-report/{year}?format: the report as a file to save. */
export async function yearReportFile(
  deps: ServiceDeps,
  actor: Actor,
  { year, format }: { year: string; format: YearReportFormat },
) {
  const report = await buildYearReport(deps, actor, year);
  const body = format === 'csv' ? writeYearReportCsv(report) : await writeYearReportExcel(report);
  return { fileName: yearReportFileName(year, format), mimeType: mimeTypes[format], size: body.length, body };
}
