import { type Expense, expenseCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate-expense';

export function deleteExpense(id: string) {
  return api.call(expenseCalls.delete, { params: { id } });
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expense: Pick<Expense, 'id' | 'periodString'>) => deleteExpense(expense.id),
    onSuccess: (_answer, expense) => refreshAfterChange(queryClient, expense),
  });
}
