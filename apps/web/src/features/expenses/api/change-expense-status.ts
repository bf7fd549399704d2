import { type Expense, expenseCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate-expense';

export function changeExpenseStatus(id: string, action: 'submit' | 'withdraw'): Promise<Expense> {
  return api.call(action === 'submit' ? expenseCalls.submit : expenseCalls.withdraw, { params: { id } });
}

export function useChangeExpenseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'submit' | 'withdraw' }) => changeExpenseStatus(id, action),
    onSuccess: (expense) => refreshAfterChange(queryClient, expense),
  });
}
