import type { QueryClient } from '@tanstack/react-query';
import { managementExpenseKey } from './get-management-expense';
import { managementPeriodsKey, periodBudgetKey, periodExpensesKey } from './period-query-keys';

/**
 * After a reviewer changed one expense on the management screen: the expense, its period's
 * expense lists and checked share, and, when the cost or status changed, the period's budget.
 */
export async function refreshAfterManagementChange(
  queryClient: QueryClient,
  expense: { id: string; periodString: string },
  options: { budget: boolean },
) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: managementExpenseKey(expense.id) }),
    queryClient.invalidateQueries({ queryKey: periodExpensesKey(expense.periodString) }),
    queryClient.invalidateQueries({ queryKey: managementPeriodsKey }),
    options.budget ? queryClient.invalidateQueries({ queryKey: periodBudgetKey(expense.periodString) }) : null,
  ]);
}
