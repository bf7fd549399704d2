import { canEditExpenseAsReviewer, type ReviewableExpense } from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import type { ReviewExpenseRow } from './review.repository';

export type ReviewAction = 'check' | 'uncheck' | 'mark' | 'unmark' | 'reject' | 'markerNote' | 'edit';

export function reviewableOf(row: {
  expense: Pick<ReviewExpenseRow['expense'], 'status' | 'isChecked' | 'isMarked' | 'userId'>;
}): ReviewableExpense {
  return {
    status: row.expense.status,
    isChecked: row.expense.isChecked,
    isMarked: row.expense.isMarked,
    userId: row.expense.userId,
  };
}

/**
 * Refuses a review action with the reason the client can show (spec §4 "Review rules",
 * DECISIONS "Review"): the own expense (403), an invoiced period or a status other than
 * submitted (409), check against mark and reject against mark (409), edits of checked ones (409).
 * The same pure rules give the abilities the presenter reports.
 */
export function assertReviewAllowed(action: ReviewAction, row: ReviewExpenseRow, actor: Actor): void {
  const expense = reviewableOf(row);
  if (expense.userId === actor.userId) throw new AppError('REVIEW_OWN_EXPENSE');
  if (row.period.isInvoiced) throw new AppError('PERIOD_INVOICED', row.period.periodString);
  if (expense.status !== 'SUBMITTED') throw new AppError('EXPENSE_NOT_SUBMITTED', expense.status);
  if ((action === 'check' || action === 'reject') && expense.isMarked) throw new AppError('EXPENSE_MARKED');
  if (action === 'mark' && expense.isChecked) throw new AppError('EXPENSE_CHECKED');
  if (action === 'edit') {
    if (!canEditExpenseAsReviewer({ ...expense, isPeriodInvoiced: row.period.isInvoiced }, actor.userId)) {
      throw new AppError('EXPENSE_CHECKED');
    }
  }
}
