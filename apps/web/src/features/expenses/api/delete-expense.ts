import type { Expense } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate-expense';

/** DELETE /v2/expenses/{id} */
export function deleteExpense(id: string): Promise<unknown> {
  return apiClient.delete(`/v2/expenses/${encodeURIComponent(id)}`);
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expense: Pick<Expense, 'id' | 'periodString'>) => deleteExpense(expense.id),
    onSuccess: (_answer, expense) => refreshAfterChange(queryClient, expense),
  });
}
