import {
  type CombinedReceiptReading,
  type ExportWarning,
  type ExportWarningDetail,
  fromCents,
  receiptMismatches,
} from '@mobilo/contract';
import { employeeName, type TaxComputation } from './tax-computation';

/**
 * RECEIPT_AMOUNT_DIFFERS: the month's expenses whose receipts state another amount than claimed
 * (the rule of the review table's warning), one detail per expense with the receipt's amount.
 */
export function receiptAmountWarning(
  computation: Pick<TaxComputation, 'period' | 'employees'>,
  readings: ReadonlyMap<string, CombinedReceiptReading>,
): ExportWarning | null {
  const details: ExportWarningDetail[] = [];
  for (const employee of computation.employees) {
    for (const expense of employee.expenses) {
      const reading = readings.get(expense.id);
      if (!reading) continue;
      const checked = { ...expense, periodString: computation.period };
      if (!receiptMismatches(checked, reading).includes('AMOUNT')) continue;
      details.push({
        userId: employee.userId,
        userName: employeeName(employee),
        personalNumber: employee.personalNumber,
        expenseId: expense.id,
        category: null,
        amount: reading.totalAmount,
      });
    }
  }
  return details.length === 0 ? null : { code: 'RECEIPT_AMOUNT_DIFFERS', count: details.length, details };
}

/**
 * RECEIPT_LESS_EXPENSES: the month's billed expenses declared without a receipt (Eigenbeleg,
 * docs/adr/0026), one detail per expense with its amount.
 */
export function receiptLessWarning(
  computation: Pick<TaxComputation, 'employees'>,
  receiptLessIds: ReadonlySet<string>,
): ExportWarning | null {
  const details: ExportWarningDetail[] = computation.employees.flatMap((employee) =>
    employee.expenses
      .filter((expense) => receiptLessIds.has(expense.id))
      .map((expense) => ({
        userId: employee.userId,
        userName: employeeName(employee),
        personalNumber: employee.personalNumber,
        expenseId: expense.id,
        category: null,
        amount: fromCents(expense.cost),
      })),
  );
  return details.length === 0 ? null : { code: 'RECEIPT_LESS_EXPENSES', count: details.length, details };
}
