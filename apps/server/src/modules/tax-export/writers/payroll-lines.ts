import { type Cents, fromCents } from '@mobilo/contract';
import type { TaxComputation } from '../tax-computation';

/** One line of a DATEV file: an employee's sum on one wage type. */
export interface PayrollLine {
  personalNumber: string;
  wageTypeNumber: number;
  bsNr: 2 | 3;
  amount: Cents;
}

/**
 * The DATEV lines of a computation: one per employee and wage type, reimbursed amounts summed
 * (two categories on the same wage type make one line). Left out, because payroll cannot book
 * them: zero amounts, employees without personal number and categories without wage type; the
 * export warnings name them and the Excel file lists them.
 */
export function payrollLines(computation: TaxComputation): PayrollLine[] {
  const lines = new Map<string, PayrollLine>();
  const add = (
    personalNumber: string | null,
    { amount, wageTypeNumber, bsNr }: { amount: Cents; wageTypeNumber: number | null; bsNr: 2 | 3 },
  ) => {
    if (!personalNumber || amount <= 0 || wageTypeNumber === null) return;
    const key = `${personalNumber}\u0000${wageTypeNumber}`;
    const line = lines.get(key);
    if (line) line.amount += amount;
    else lines.set(key, { personalNumber, wageTypeNumber, bsNr, amount });
  };
  for (const employee of computation.employees) {
    for (const line of employee.lines) add(employee.personalNumber, line);
  }
  // The Germany job ticket's subsidy and share, on their own wage types.
  for (const line of computation.ticketLines) add(line.personalNumber, line);
  // Home charging's refund, on its own wage types (docs/adr/0025).
  for (const line of computation.chargingLines) add(line.personalNumber, line);
  // The mobility card's loads by tax treatment, on their own wage types (docs/adr/0027).
  for (const line of computation.cardLines) add(line.personalNumber, line);
  return sortLines([...lines.values()]);
}

/** 1234.5 EUR -> "1234,50": DATEV's decimal comma, no grouping. */
export function datevAmount(cents: Cents): string {
  return fromCents(cents).replace('.', ',');
}

export const CRLF = '\r\n';

/**
 * The corrections file: per employee and wage type the signed difference between what payroll
 * has (`previous`, the lines of the last exported file) and the month now; unchanged lines are
 * left out. A line that vanished is its negative amount.
 */
export function differenceLines(current: readonly PayrollLine[], previous: readonly PayrollLine[]): PayrollLine[] {
  const key = (line: PayrollLine) => `${line.personalNumber}\u0000${line.wageTypeNumber}`;
  const lines = new Map<string, PayrollLine>();
  for (const line of previous) lines.set(key(line), { ...line, amount: -line.amount });
  for (const line of current) {
    const before = lines.get(key(line));
    lines.set(key(line), { ...line, amount: line.amount + (before?.amount ?? 0) });
  }
  return sortLines([...lines.values()].filter((line) => line.amount !== 0));
}

function sortLines(lines: PayrollLine[]): PayrollLine[] {
  const collator = new Intl.Collator('de', { numeric: true });
  return lines.sort(
    (a, b) => collator.compare(a.personalNumber, b.personalNumber) || a.wageTypeNumber - b.wageTypeNumber,
  );
}

/** What a DATEV file writes: the lines (all, or the differences) and the payroll month. */
export interface DatevFileOptions {
  lines?: PayrollLine[];
  /** abrechnung_zeitraum, YYYYMM; the period's month by default. */
  payrollMonth?: string;
}
