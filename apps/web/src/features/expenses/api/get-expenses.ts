import { type Expense, firstScreenRoutes } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, deferCall } from '../../../lib/api-client';
import { expenseKeys } from './expense-keys';

const listExpenses = deferCall(firstScreenRoutes.listExpenses, () =>
  import('@mobilo/contract/expenses/expense-calls').then((calls) => calls.expenseCalls.list),
);

/** The signed-in user's expenses of one period. */
export function getExpenses(month: string, signal?: AbortSignal): Promise<Expense[]> {
  return api.call(listExpenses, { query: { month } }, { signal });
}

export function expensesQueryOptions(month: string) {
  return queryOptions({ queryKey: expenseKeys.month(month), queryFn: ({ signal }) => getExpenses(month, signal) });
}

export function useExpenses(month: string) {
  return useQuery(expensesQueryOptions(month));
}
