import { type Expense, listExpensesResponseSchema } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const expensesQueryKey = (month: string) => ['expenses', 'month', month] as const;

/** GET /v2/expenses?month: the signed-in user's expenses of one period. */
export function getExpenses(month: string, signal?: AbortSignal): Promise<Expense[]> {
  return apiClient.get('/v2/expenses', { query: { month }, schema: listExpensesResponseSchema, signal });
}

export function expensesQueryOptions(month: string) {
  return queryOptions({ queryKey: expensesQueryKey(month), queryFn: ({ signal }) => getExpenses(month, signal) });
}

export function useExpenses(month: string) {
  return useQuery(expensesQueryOptions(month));
}
