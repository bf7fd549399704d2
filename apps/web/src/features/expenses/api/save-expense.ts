import { type Expense, expenseSchema, type SaveExpenseRequest } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate-expense';

/** POST /v2/expenses/ */
export function createExpense(body: SaveExpenseRequest): Promise<Expense> {
  return apiClient.post('/v2/expenses/', body, { schema: expenseSchema });
}

/** PUT /v2/expenses/{id} */
export function updateExpense(id: string, body: SaveExpenseRequest): Promise<Expense> {
  return apiClient.put(`/v2/expenses/${encodeURIComponent(id)}`, body, { schema: expenseSchema });
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
