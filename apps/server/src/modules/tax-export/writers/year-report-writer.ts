import { loadExcel } from '../../../platform/lazy-modules';
import type { YearReportRow } from '@mobilo/contract';

export interface YearReport {
  year: string;
  companyName: string;
  currency: string;
  language: 'de' | 'en';
  rows: YearReportRow[];
}

/** The report speaks the company's language, as the payroll files do. */
const texts = {
  de: {
    sheet: 'Jahresübersicht',
    headers: [
      'Personalnummer',
      'Nachname',
      'Vorname',
      'Abgerechnete Monate',
      'Steuerfrei nach § 3 Nr. 15 EStG (Zeile 17)',
      'Pauschal versteuert nach § 40 Abs. 2 S. 2 EStG (Zeile 18)',
      'Steuerpflichtiger Arbeitslohn',
      'Steuerfreier Auslagenersatz Laden zu Hause (§ 3 Nr. 50 EStG, nicht bescheinigt)',
    ],
    total: 'Summe',
    source: (year: string) => `Aus den abgerechneten Monaten ${year}; Zeilenangaben der Lohnsteuerbescheinigung.`,
  },
  en: {
    sheet: 'Year report',
    headers: [
      'Personal number',
      'Last name',
      'First name',
      'Invoiced months',
      'Tax-free under § 3 No. 15 EStG (line 17)',
      'Flat-taxed under § 40 (2) s. 2 EStG (line 18)',
      'Taxable wage',
      'Tax-free home charging refund (§ 3 No. 50 EStG, not certified)',
    ],
    total: 'Total',
    source: (year: string) => `From the invoiced months of ${year}; lines of the Lohnsteuerbescheinigung.`,
  },
};

const amountsOf = (row: YearReportRow) => [row.taxFree, row.flatTaxed, row.taxable, row.homeChargingTaxFree];

/** Sums decimal strings in cents, exactly. */
function total(values: readonly string[]): string {
  const cents = values.reduce((sum, value) => sum + BigInt(value.replace('.', '')), 0n);
  const sign = cents < 0n ? '-' : '';
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function totals(rows: readonly YearReportRow[]): string[] {
  return [0, 1, 2, 3].map((index) => total(rows.map((row) => amountsOf(row)[index]!)));
}

/**
 * CSV as German spreadsheets and payroll tools read it: semicolons, decimal commas in German,
 * every text quoted (a name may hold a semicolon), a BOM so that umlauts survive.
 */
export function writeYearReportCsv(report: YearReport): Buffer {
  const t = texts[report.language];
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const amount = (value: string) => (report.language === 'de' ? value.replace('.', ',') : value);
  const separator = report.language === 'de' ? ';' : ',';
  const lines = [
    t.headers.map(quote).join(separator),
    ...report.rows.map((row) =>
      [
        quote(row.personalNumber ?? ''),
        quote(row.lastName),
        quote(row.firstName),
        String(row.months),
        ...amountsOf(row).map(amount),
      ].join(separator),
    ),
    [quote(t.total), '""', '""', '', ...totals(report.rows).map(amount)].join(separator),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The same figures as a workbook: amounts as numbers in the currency format, a total row. */
export async function writeYearReportExcel(report: YearReport): Promise<Buffer> {
  const t = texts[report.language];
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Mobilo';
  const sheet = workbook.addWorksheet(`${t.sheet} ${report.year}`, { views: [{ state: 'frozen', ySplit: 1 }] });
  const symbol = report.currency === 'EUR' ? '€' : report.currency;
  const currency = `#,##0.00 "${symbol}";-#,##0.00 "${symbol}"`;
  sheet.columns = t.headers.map((header, index) => ({
    header,
    width: [16, 22, 18, 12, 24, 24, 20, 24][index],
    style: index >= 4 ? { numFmt: currency } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).alignment = { wrapText: true, vertical: 'top' };
  for (const row of report.rows) {
    sheet.addRow([row.personalNumber ?? '', row.lastName, row.firstName, row.months, ...amountsOf(row).map(Number)]);
  }
  const sums = sheet.addRow([t.total, '', '', '', ...totals(report.rows).map(Number)]);
  sums.font = { bold: true };
  sheet.addRow([]);
  sheet.addRow([`${report.companyName}: ${t.source(report.year)}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
