/** A small CSV reader for the imports (users, ticket confirmations): RFC 4180 quoting, `;` or `,`, optional BOM, CRLF or LF. */
import { AppError } from './app-error';

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unclosed quote in line ${line}`);
  }
}

/** The delimiter the header line uses most outside quotes; semicolons win a tie (German Excel). */
export function detectDelimiter(headerLine: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

export interface CsvRecord {
  /** Line number in the file where the record starts, 1-based. */
  line: number;
  fields: string[];
}

export function parseCsv(text: string): CsvRecord[] {
  const content = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLineEnd = content.search(/\r?\n/);
  const delimiter = detectDelimiter(firstLineEnd === -1 ? content : content.slice(0, firstLineEnd));
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < content.length; i += 1) {
    const char = content[i]!;
    if (quoted) {
      if (char === '"' && content[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && content[i + 1] === '\n') i += 1;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (quoted) throw new CsvSyntaxError(recordLine);
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  // Blank lines (often a trailing one) carry no record.
  return records.filter((record) => record.fields.some((value) => value.trim() !== ''));
}

/**
 * An import file's header and records. A file that cannot be read, or has no header, is refused
 * with CSV_INVALID and says where; the columns are the importer's to check.
 */
export function readCsvImport(content: string): { header: CsvRecord; rows: CsvRecord[] } {
  let records: CsvRecord[];
  try {
    records = parseCsv(content);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new AppError('CSV_INVALID', `line ${error.line}`);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new AppError('CSV_INVALID', 'empty file');
  return { header, rows };
}
