import { loadExcel } from '../../platform/lazy-modules';
import { confirmationColumns, type TicketMonth } from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import { readCsvImport } from '../../platform/csv';

/** One ticket on the transport company's order list. */
export interface OrderLine {
  lastName: string;
  firstName: string;
  personalNumber: string | null;
  email: string;
  dateOfBirth: string | null;
  startMonth: TicketMonth;
  /** Null while the ticket runs on; before the start when it was cancelled before it ran. */
  endMonth: TicketMonth | null;
  ticketNumber: string | null;
}

export interface OrderListFile {
  fileName: string;
  mimeType: string;
  body: Buffer;
}

/** One line of the transport company's confirmation. */
export interface ConfirmationLine {
  line: number;
  personalNumber: string;
  ticketNumber: string;
  wrongColumnCount: boolean;
}

/**
 * Who orders the tickets and delivers them. The manual provider hands the admin an order list to
 * send and reads the transport company's confirmation back; the tickets themselves are uploaded
 * per booking. The company's mobility-ticket API key is kept for a provider that orders over an
 * API; until one exists, every company orders manually.
 */
export interface TicketProvider {
  readonly kind: 'MANUAL';
  orderList(month: TicketMonth, lines: readonly OrderLine[], options: OrderListOptions): Promise<OrderListFile>;
  readConfirmation(content: string): ConfirmationLine[];
}

export interface OrderListOptions {
  format: 'csv' | 'excel';
  language: 'de' | 'en';
  withDateOfBirth: boolean;
}

const headers = {
  de: ['Nachname', 'Vorname', 'Personalnummer', 'E-Mail', 'Geburtsdatum', 'Startmonat', 'Endmonat', 'Ticketnummer'],
  en: [
    'Last name',
    'First name',
    'Personal number',
    'Email',
    'Date of birth',
    'Start month',
    'End month',
    'Ticket number',
  ],
};

function cellsOf(line: OrderLine, withDateOfBirth: boolean): string[] {
  const cells = [
    line.lastName,
    line.firstName,
    line.personalNumber ?? '',
    line.email,
    line.dateOfBirth ?? '',
    line.startMonth,
    line.endMonth ?? '',
    line.ticketNumber ?? '',
  ];
  return withDateOfBirth ? cells : cells.filter((_, index) => index !== 4);
}

function headerOf(options: OrderListOptions): string[] {
  const all = headers[options.language];
  return options.withDateOfBirth ? all : all.filter((_, index) => index !== 4);
}

/** CSV as German spreadsheets read it: semicolons, every text quoted, a BOM for the umlauts. */
function orderListCsv(lines: readonly OrderLine[], options: OrderListOptions): Buffer {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const rows = [headerOf(options), ...lines.map((line) => cellsOf(line, options.withDateOfBirth))];
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(quote).join(';')).join('\r\n')}\r\n`, 'utf8');
}

async function orderListExcel(month: TicketMonth, lines: readonly OrderLine[], options: OrderListOptions) {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Mobilo';
  const sheet = workbook.addWorksheet(month, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headerOf(options).map((header) => ({ header, width: Math.max(14, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) sheet.addRow(cellsOf(line, options.withDateOfBirth));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const headerAliases: Record<(typeof confirmationColumns)[number], string[]> = {
  personalNumber: ['personalnumber', 'personalnummer', 'personal number'],
  ticketNumber: ['ticketnumber', 'ticketnummer', 'ticket number', 'abonummer'],
};

export const manualTicketProvider: TicketProvider = {
  kind: 'MANUAL',
  async orderList(month, lines, options) {
    const name = `deutschlandticket-${month}`;
    return options.format === 'csv'
      ? { fileName: `${name}.csv`, mimeType: 'text/csv; charset=utf-8', body: orderListCsv(lines, options) }
      : {
          fileName: `${name}.xlsx`,
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          body: await orderListExcel(month, lines, options),
        };
  },
  /** The confirmation: a CSV with a header naming the personal number and ticket number columns. */
  readConfirmation(content) {
    const { header, rows } = readCsvImport(content);
    const names = header.fields.map((field) => field.trim().toLowerCase());
    const columnOf = (column: (typeof confirmationColumns)[number]) =>
      names.findIndex((name) => headerAliases[column].includes(name));
    const personal = columnOf('personalNumber');
    const ticket = columnOf('ticketNumber');
    const missing = confirmationColumns.filter((column) => columnOf(column) === -1);
    if (missing.length > 0) throw new AppError('CSV_INVALID', `missing column ${missing.join(', ')}`);
    return rows.map((row) => ({
      line: row.line,
      personalNumber: (row.fields[personal] ?? '').trim(),
      ticketNumber: (row.fields[ticket] ?? '').trim(),
      wrongColumnCount: row.fields.length !== header.fields.length,
    }));
  },
};

/** The provider of a company: the manual one, as no ordering API is configured for any (docs/adr/0020). */
export function ticketProviderOf(_company: { id: string }): TicketProvider {
  return manualTicketProvider;
}
