import ExcelJS from 'exceljs';
import { toCents } from '@mobilo/contract';
import { decodeWindows1252 } from '../src/modules/tax-export/writers/windows-1252';

/** A LODAS file read back section by section, as DATEV's import reads it. */
export interface ParsedLodas {
  allgemein: Record<string, string>;
  satzbeschreibung: string[];
  bewegungsdaten: { satzart: string; zeitraum: string; pnr: string; lohnart: string; bsNr: string; wert: string }[];
}

export function parseLodas(bytes: Buffer): ParsedLodas {
  const text = decodeWindows1252(bytes);
  if (!text.endsWith('\r\n') || /[^\r]\n/.test(text)) throw new Error('LODAS lines must end in CRLF');
  const sections = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of text.split('\r\n')) {
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = [];
      sections.set(header[1]!, current);
    } else if (line !== '') {
      if (!current) throw new Error(`line outside a section: ${line}`);
      current.push(line);
    }
  }
  const allgemein = Object.fromEntries(
    (sections.get('Allgemein') ?? []).map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)];
    }),
  );
  const bewegungsdaten = (sections.get('Bewegungsdaten') ?? []).map((line) => {
    const fields = line.split(';');
    if (fields.length !== 7 || fields[6] !== '') throw new Error(`bad movement line: ${line}`);
    const [satzart, zeitraum, pnr, lohnart, bsNr, wert] = fields as [string, string, string, string, string, string];
    return { satzart, zeitraum, pnr, lohnart, bsNr, wert };
  });
  return { allgemein, satzbeschreibung: sections.get('Satzbeschreibung') ?? [], bewegungsdaten };
}

/** "1.234,56" is not written (no grouping); "56,50" -> 5650 cents. */
export function datevCents(value: string): number {
  if (!/^\d+,\d{2}$/.test(value)) throw new Error(`not a DATEV amount: ${value}`);
  return toCents(value.replace(',', '.'));
}

export function parseLohnUndGehalt(bytes: Buffer) {
  const text = decodeWindows1252(bytes);
  const [header, ...lines] = text.split('\r\n').filter((line) => line !== '');
  return {
    header: header!,
    lines: lines.map((line) => {
      const fields = line.split(';');
      if (fields.length !== 11) throw new Error(`bad LuG line: ${line}`);
      return { pnr: fields[0]!, lohnart: fields[3]!, wert: fields[6]! };
    }),
  };
}

/** The workbook's cells as plain values (dates as YYYY-MM-DD), with the number formats used. */
export async function readWorkbook(filePath: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(filePath);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    const formats = new Set<string>();
    sheet.eachRow((row) => {
      const values: unknown[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => {
        const value = cell.value;
        if (cell.numFmt) formats.add(cell.numFmt);
        values.push(value instanceof Date ? value.toISOString().slice(0, 10) : value);
      });
      rows.push(values);
    });
    return { name: sheet.name, rows, formats: [...formats].sort() };
  });
}
