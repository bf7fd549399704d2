import { type Expense, expenseSchema } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate-expense';

/** PATCH /v2/expenses/{id}/submit and /withdraw */
export function changeExpenseStatus(id: string, action: 'submit' | 'withdraw'): Promise<Expense> {
  return apiClient.patch(`/v2/expenses/${encodeURIComponent(id)}/${action}`, undefined, { schema: expenseSchema });
}

export function useChangeExpenseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'submit' | 'withdraw' }) => changeExpenseStatus(id, action),
    onSuccess: (expense) => refreshAfterChange(queryClient, expense),
  });
}
