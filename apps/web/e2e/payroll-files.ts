import ExcelJS from 'exceljs';

/**
 * Reading the payroll export files the way a payroll office would: amounts become cents, so
 * that the three files are compared as integers.
 */

/** "1234,50" (DATEV's decimal comma) -> 123450. */
export function commaAmountToCents(amount: string): number {
  const match = /^(-?)(\d+),(\d{2})$/.exec(amount);
  if (!match) throw new Error(`not a DATEV amount: ${amount}`);
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

export function sumOf(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** The lines of a DATEV text file; both formats end every line with CRLF. */
function datevLines(file: Buffer): string[] {
  const text = file.toString('latin1');
  return text.split('\r\n').filter((line) => line !== '');
}

/** LODAS: the movement data after [Bewegungsdaten], `10;date;pnr;wage type;bs no.;amount;`. */
export function lodasAmounts(file: Buffer): number[] {
  const lines = datevLines(file);
  const start = lines.indexOf('[Bewegungsdaten]');
  if (start < 0) throw new Error('LODAS file without [Bewegungsdaten]');
  return lines.slice(start + 1).map((line) => commaAmountToCents(line.split(';')[5] ?? ''));
}

/** Lohn und Gehalt: a header line, then `pnr;;;wage type;;;amount;;;;`. */
export function lougAmounts(file: Buffer): number[] {
  return datevLines(file)
    .slice(1)
    .map((line) => commaAmountToCents(line.split(';')[6] ?? ''));
}

/** Bytes that Windows-1252 leaves undefined; a file in that encoding never holds them. */
const undefinedIn1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/** Windows-1252 with CRLF: no byte order mark, no byte outside the code page, no bare line feed. */
export function isWindows1252WithCrlf(file: Buffer): boolean {
  if (file.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) return false;
  for (let i = 0; i < file.length; i += 1) {
    const byte = file[i]!;
    if (undefinedIn1252.has(byte)) return false;
    if (byte === 0x0a && file[i - 1] !== 0x0d) return false;
  }
  return file.subarray(-2).toString('latin1') === '\r\n';
}

export interface ExcelSums {
  sheetNames: string[];
  /** Reimbursed cents per row of the sums sheet, with the row's personal number ('' when missing). */
  rows: { personalNumber: string; reimbursed: number }[];
  /** The label and reimbursed cents of the total row. */
  totalLabel: string;
  total: number;
}

const cents = (value: ExcelJS.CellValue) => {
  if (typeof value !== 'number') throw new Error(`not an amount: ${String(value)}`);
  return Math.round(value * 100);
};

/** The sheet names and the sums sheet (second sheet; reimbursed is its eighth column, the total row is last). */
export async function readExcelSums(file: Buffer): Promise<ExcelSums> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[1];
  if (!sheet) throw new Error('Excel file without a sums sheet');
  const rows: ExcelSums['rows'] = [];
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    rows.push({ personalNumber: String(row.getCell(1).value ?? ''), reimbursed: cents(row.getCell(8).value) });
  }
  const totalRow = rows.pop();
  if (!totalRow) throw new Error('Excel sums sheet without a total row');
  return {
    sheetNames: workbook.worksheets.map((s) => s.name),
    rows,
    totalLabel: totalRow.personalNumber,
    total: totalRow.reimbursed,
  };
}

/** The mobility card's sheet, in either language of the file. */
const cardSheetNames = ['Mobility card', 'Mobilitätskarte'];

/**
 * The mobility card's lines of an Excel file (docs/adr/0027): personal number, name, wage type
 * ('' when none) and the load in cents, one row per employee and tax treatment.
 */
export async function readExcelCardLines(
  file: Buffer,
): Promise<{ personalNumber: string; name: string; wageType: string; amount: number }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((s) => cardSheetNames.includes(s.name));
  if (!sheet) throw new Error(`Excel file without a card sheet: ${workbook.worksheets.map((s) => s.name).join(', ')}`);
  const lines = [];
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    lines.push({
      personalNumber: String(row.getCell(1).value ?? ''),
      name: String(row.getCell(2).value ?? ''),
      wageType: String(row.getCell(4).value ?? ''),
      amount: cents(row.getCell(6).value),
    });
  }
  return lines;
}
