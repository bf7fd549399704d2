import { type Expense, expenseCalls, type SaveExpenseRequest } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate-expense';

export function createExpense(body: SaveExpenseRequest): Promise<Expense> {
  return api.call(expenseCalls.create, { body });
}

export function updateExpense(id: string, body: SaveExpenseRequest): Promise<Expense> {
  return api.call(expenseCalls.replace, { params: { id }, body });
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createExpense, onSuccess: (expense) => refreshAfterChange(queryClient, expense) });
}

export function useUpdateExpense(previousPeriod: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SaveExpenseRequest }) => updateExpense(id, body),
    onSuccess: (expense) => refreshAfterChange(queryClient, expense, previousPeriod),
  });
}
