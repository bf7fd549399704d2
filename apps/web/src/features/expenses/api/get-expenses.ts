import { type Expense, expenseCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const expensesQueryKey = (month: string) => ['expenses', 'month', month] as const;

/** The signed-in user's expenses of one period. */
export function getExpenses(month: string, signal?: AbortSignal): Promise<Expense[]> {
  return api.call(expenseCalls.list, { query: { month } }, { signal });
}

export function expensesQueryOptions(month: string) {
  return queryOptions({ queryKey: expensesQueryKey(month), queryFn: ({ signal }) => getExpenses(month, signal) });
}

export function useExpenses(month: string) {
  return useQuery(expensesQueryOptions(month));
}
