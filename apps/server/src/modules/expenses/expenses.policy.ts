import { isPeriodOpenForEmployees, periodStatusOf, toCents } from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';

/** What the expense rules read of an expense. */
interface OwnedExpense {
  expense: { userId: string };
}

/** The owner sees their expense; reviewers (CAN_GET_ALL_EXPENSES) see every one of the company. */
export function mayViewExpense(actor: Actor, row: OwnedExpense): boolean {
  return row.expense.userId === actor.userId || actor.rights.includes('CAN_GET_ALL_EXPENSES');
}

/** Only the owner changes an expense through the employee calls. */
export function isOwnExpense(actor: Actor, row: OwnedExpense): boolean {
  return row.expense.userId === actor.userId;
}

/** Another user's or company's expense is "not found", never "forbidden". */
export function requireViewable<R extends OwnedExpense>(row: R | null, actor: Actor): R {
  if (!row || !mayViewExpense(actor, row)) throw new AppError('NOT_FOUND', 'expense');
  return row;
}

export function requireOwn<R extends OwnedExpense>(row: R | null, actor: Actor): R {
  if (!row || !isOwnExpense(actor, row)) throw new AppError('NOT_FOUND', 'expense');
  return row;
}

/** Closed and invoiced periods refuse employee changes. */
export function requireOpenPeriod(period: { periodString: string; isClosed: boolean; isInvoiced: boolean }): void {
  if (isPeriodOpenForEmployees(period)) return;
  const status = periodStatusOf(period);
  throw new AppError(status === 'invoiced' ? 'PERIOD_INVOICED' : 'PERIOD_CLOSED', period.periodString);
}

/**
 * A receipt-less expense keeps what its declaration states: the amount, the date and the receipt
 * (the declaration itself). To change them, the owner deletes it and declares again.
 */
export function requireDeclarationKept(
  row: { expense: { receiptLess: boolean; originalCost: string | null; originalCurrency: string; date: string } },
  change?: { originalCost: string; originalCurrency: string; date: string },
): void {
  if (!row.expense.receiptLess) return;
  if (
    change &&
    row.expense.originalCost !== null &&
    toCents(change.originalCost) === toCents(row.expense.originalCost) &&
    change.originalCurrency === row.expense.originalCurrency &&
    change.date === row.expense.date
  )
    return;
  throw new AppError('RECEIPT_LESS_FIXED');
}
