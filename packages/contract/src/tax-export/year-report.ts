import { z } from 'zod';

/**
 * The year-end figures of the payroll (issue "Payroll you can hand to DATEV", item 7): per
 * employee, what the invoiced (frozen) months of a calendar year reimbursed, split as the
 * Lohnsteuerbescheinigung needs it.
 *
 * GET /api/v3/management/year-report/{year}?format=excel|csv -> the file
 */
export const yearReportFormats = ['excel', 'csv'] as const;
export const yearReportFormatSchema = z.enum(yearReportFormats);
export type YearReportFormat = z.infer<typeof yearReportFormatSchema>;

/** A calendar year the product can have invoiced months in. */
export const yearReportParamsSchema = z.strictObject({
  year: z.string().regex(/^20\d{2}$/, 'year'),
});
export const yearReportQuerySchema = z.strictObject({ format: yearReportFormatSchema });

/** One employee's year, amounts as exact decimal strings in the company's currency. */
export interface YearReportRow {
  personalNumber: string | null;
  lastName: string;
  firstName: string;
  /** How many invoiced months of the year have reimbursed expenses of the employee. */
  months: number;
  /** Line 17: tax-free employer benefits for the commute and public transport, §3 Nr. 15 EStG. */
  taxFree: string;
  /** Line 18: flat-taxed employer benefits for the commute, §40 Abs. 2 S. 2 EStG. */
  flatTaxed: string;
  /** Neither: paid out as taxable wage (above the Entfernungspauschale, bicycles, private trips, home charging of an own car). */
  taxable: string;
  /** Home charging of a company car refunded as tax-free Auslagenersatz, §3 Nr. 50 EStG: certified nowhere, shown for the record. */
  homeChargingTaxFree: string;
}

/** e.g. Mobilo-Year-Report-2026.xlsx */
export function yearReportFileName(year: string, format: YearReportFormat): string {
  return `Mobilo-Year-Report-${year}.${format === 'excel' ? 'xlsx' : 'csv'}`;
}
