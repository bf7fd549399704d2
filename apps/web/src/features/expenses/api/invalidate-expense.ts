import type { Expense } from '@mobilo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { expenseKeys } from './expense-keys';
import { userBudgetKeys } from '../../../lib/get-user-budget';

/** After a change to one expense: its period's list and budget, and the expense itself. */
export async function refreshAfterChange(
  queryClient: QueryClient,
  expense: Pick<Expense, 'id' | 'periodString'>,
  previousPeriod?: string,
) {
  queryClient.removeQueries({ queryKey: expenseKeys.one(expense.id), exact: true });
  const periodsToRefresh = new Set([expense.periodString, previousPeriod].filter((p): p is string => Boolean(p)));
  await Promise.all(
    [...periodsToRefresh].flatMap((period) => [
      queryClient.invalidateQueries({ queryKey: expenseKeys.month(period) }),
      queryClient.invalidateQueries({ queryKey: userBudgetKeys.month(period) }),
    ]),
  );
}
