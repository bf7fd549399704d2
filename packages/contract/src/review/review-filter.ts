import { type ExpenseStatus, type ProcessStatus, processStatusOf } from '../expenses/expense-status';
import type { MobilityType } from '../vocabulary/mobility-types';
import type { ReceiptMismatch } from './receipt-check';

export const checkStatusFilters = ['all', 'unchecked', 'checked', 'marked'] as const;
export type CheckStatusFilter = (typeof checkStatusFilters)[number];

/** The audit screen's filter of expenses; users without a matching expense are hidden unless asked for. */
export interface ReviewFilter {
  types: readonly MobilityType[];
  statuses: readonly ProcessStatus[];
  checkStatus: CheckStatusFilter;
  /** Only expenses with a warning: cost exceeded, possible duplicate, receipt disagreeing. */
  onlyWarnings: boolean;
}

/** What the filter reads of an expense. */
export interface FilterableExpense {
  type: MobilityType | null;
  status: ExpenseStatus;
  isChecked: boolean;
  isMarked: boolean;
  isCostExceeded: boolean;
  isPossibleDuplicate: boolean;
  receiptMismatches: readonly ReceiptMismatch[];
}

/** Any of the review table's warnings. */
export function hasReviewWarning(
  expense: Pick<FilterableExpense, 'isCostExceeded' | 'isPossibleDuplicate' | 'receiptMismatches'>,
) {
  return expense.isCostExceeded || expense.isPossibleDuplicate || expense.receiptMismatches.length > 0;
}

export function matchesCheckStatus(
  expense: Pick<FilterableExpense, 'isChecked' | 'isMarked'>,
  status: CheckStatusFilter,
) {
  switch (status) {
    case 'all':
      return true;
    case 'marked':
      return expense.isMarked;
    case 'checked':
      return expense.isChecked;
    case 'unchecked':
      return !expense.isChecked && !expense.isMarked;
  }
}

/**
 * Whether the expense is shown under the filter. The server pages the audit list's users by the
 * same rule (its SQL mirrors it, and the route tests compare both on a generated company).
 */
export function matchesReviewFilter(expense: FilterableExpense, filter: ReviewFilter): boolean {
  return (
    (filter.types.length === 0 || (expense.type !== null && filter.types.includes(expense.type))) &&
    (filter.statuses.length === 0 || filter.statuses.includes(processStatusOf(expense))) &&
    matchesCheckStatus(expense, filter.checkStatus) &&
    (!filter.onlyWarnings || hasReviewWarning(expense))
  );
}

/** Submitted and neither checked nor marked: what a reviewer still has to look at. */
export function isAwaitingReview(expense: Pick<FilterableExpense, 'status' | 'isChecked' | 'isMarked'>): boolean {
  return expense.status === 'SUBMITTED' && !expense.isChecked && !expense.isMarked;
}
