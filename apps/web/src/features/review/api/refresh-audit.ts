import type { ReviewExpense } from '@mobilo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterManagementChange } from './refresh-management-expense';

/**
 * After a check, mark or marker note on the audit screen: the same expense and period lists as a
 * change on the management screen (the audit list sits under the period's expense key); the
 * budget stays as it was because neither cost nor status changed.
 */
export function refreshAfterReview(
  queryClient: QueryClient,
  expense: Pick<ReviewExpense, 'id' | 'periodString'>,
  options = { budget: false },
) {
  return refreshAfterManagementChange(queryClient, expense, options);
}
