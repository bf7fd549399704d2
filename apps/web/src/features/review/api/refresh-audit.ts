import type { ReviewExpense } from '@mobilo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { auditKeys } from './audit-keys';

/** After a review action on one expense: the expense itself and its period's user list. */
export async function refreshAuditAfterChange(queryClient: QueryClient, expense: Pick<ReviewExpense, 'id' | 'periodString'>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: auditKeys.expense(expense.id), exact: true }),
    queryClient.invalidateQueries({ queryKey: auditKeys.usersOfMonth(expense.periodString) }),
  ]);
}
