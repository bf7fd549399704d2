import type { ReviewExpense } from '@mobilo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { expenseChangedFields } from '../../../components/expense-changed-fields';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { refreshAfterManagementChange } from './refresh-management-expense';

/** Every review change of one expense answers a stale version the same way: the expense as it is now. */
export function reviewChangedMeanwhile(queryClient: QueryClient) {
  return changedMeanwhile<ReviewExpense>({
    fields: expenseChangedFields,
    reload: (current) => refreshAfterManagementChange(queryClient, current, { budget: true }),
  });
}
