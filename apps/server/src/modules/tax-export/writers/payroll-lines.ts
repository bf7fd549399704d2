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
  for (const employee of computation.employees) {
    if (!employee.personalNumber) continue;
    for (const { amount, wageTypeNumber, bsNr } of employee.lines) {
      if (amount <= 0 || wageTypeNumber === null) continue;
      const key = `${employee.personalNumber}\u0000${wageTypeNumber}`;
      const line = lines.get(key);
      if (line) line.amount += amount;
      else lines.set(key, { personalNumber: employee.personalNumber, wageTypeNumber, bsNr, amount });
    }
  }
  const collator = new Intl.Collator('de', { numeric: true });
  return [...lines.values()].sort(
    (a, b) => collator.compare(a.personalNumber, b.personalNumber) || a.wageTypeNumber - b.wageTypeNumber,
  );
}

/** 1234.5 EUR -> "1234,50": DATEV's decimal comma, no grouping. */
export function datevAmount(cents: Cents): string {
  return fromCents(cents).replace('.', ',');
}

export const CRLF = '\r\n';
