import { type Expense, expenseCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const expenseQueryKey = (id: string) => ['expenses', 'one', id] as const;

export function getExpense(id: string, signal?: AbortSignal): Promise<Expense> {
  return api.call(expenseCalls.get, { params: { id } }, { signal });
}

export function expenseQueryOptions(id: string) {
  return queryOptions({
    queryKey: expenseQueryKey(id),
    queryFn: ({ signal }) => getExpense(id, signal),
    retry: false,
    // An unknown id leads home; the dialog handles that itself.
    meta: { notifyOnError: false },
  });
}

export function useExpense(id: string | undefined) {
  return useQuery({ ...expenseQueryOptions(id ?? ''), enabled: id !== undefined });
}
