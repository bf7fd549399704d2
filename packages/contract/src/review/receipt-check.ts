import { toCents } from '../money/money';
import { periodOfDate, type PeriodString } from '../vocabulary/period-string';
import type { CombinedReceiptReading } from '../expenses/receipt-reading';

/**
 * How an expense disagrees with what its receipts state: the amount (in the same currency, or the
 * receipt named none) or the date (outside the expense's billing period).
 */
export const receiptMismatchKinds = ['AMOUNT', 'DATE'] as const;
export type ReceiptMismatch = (typeof receiptMismatchKinds)[number];

export interface CheckedExpense {
  originalCost: string | null;
  originalCurrency: string;
  periodString: PeriodString;
}

/**
 * The warnings of the review table and the payroll export. A field the reading did not find
 * warns about nothing: only a stated value that differs does.
 */
export function receiptMismatches(
  expense: CheckedExpense,
  reading: Pick<CombinedReceiptReading, 'totalAmount' | 'currency' | 'invoiceDate'> | null,
): ReceiptMismatch[] {
  if (!reading) return [];
  const mismatches: ReceiptMismatch[] = [];
  const sameCurrency = reading.currency === null || reading.currency === expense.originalCurrency;
  if (
    reading.totalAmount !== null &&
    expense.originalCost !== null &&
    sameCurrency &&
    toCents(reading.totalAmount) !== toCents(expense.originalCost)
  ) {
    mismatches.push('AMOUNT');
  }
  if (reading.invoiceDate !== null && periodOfDate(reading.invoiceDate) !== expense.periodString) {
    mismatches.push('DATE');
  }
  return mismatches;
}
