import { isPeriodOpenForEmployees, periodStatusOf } from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import type { ExpenseRow } from './expenses.repository';

/** Another user's or company's expense is "not found", never "forbidden". */
export function requireViewable(row: ExpenseRow | null, actor: Actor): ExpenseRow {
  const mayView = row && (row.expense.userId === actor.userId || actor.rights.includes('CAN_GET_ALL_EXPENSES'));
  if (!row || !mayView) throw new AppError('NOT_FOUND', 'expense');
  return row;
}

/** Only the owner changes an expense through the employee calls. */
export function requireOwn(row: ExpenseRow | null, actor: Actor): ExpenseRow {
  if (!row || row.expense.userId !== actor.userId) throw new AppError('NOT_FOUND', 'expense');
  return row;
}

/** Closed and invoiced periods refuse employee changes. */
export function requireOpenPeriod(period: { periodString: string; isClosed: boolean; isInvoiced: boolean }): void {
  if (isPeriodOpenForEmployees(period)) return;
  const status = periodStatusOf(period);
  throw new AppError(status === 'invoiced' ? 'PERIOD_INVOICED' : 'PERIOD_CLOSED', period.periodString);
}
