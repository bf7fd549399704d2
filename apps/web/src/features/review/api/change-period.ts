import { managementCalls, type Period, type PeriodAction, type Right } from '@mobilo/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/auth-context';
import { managementPeriodsKey, periodBudgetKey, periodExpensesKey } from './period-query-keys';

/** PATCH /management/period/{period}/{close | reopen | invoice | uninvoice}: the period afterwards. */
export function changePeriod(period: string, action: PeriodAction): Promise<Period> {
  return api.call(managementCalls[action], { params: { period } });
}

export interface PeriodActionReloads {
  expenses: boolean;
  budget: boolean;
}

/**
 * Spec §4: closing and reopening reload the expenses only for a viewer who may list them
 * (CAN_GET_ALL_EXPENSES); invoicing and uninvoicing always do, and invoicing reloads the budget.
 */
export function periodActionReloads(action: PeriodAction, rights: readonly Right[]): PeriodActionReloads {
  switch (action) {
    case 'close':
    case 'reopen':
      return { expenses: rights.includes('CAN_GET_ALL_EXPENSES'), budget: false };
    case 'uninvoice':
      return { expenses: true, budget: false };
    case 'invoice':
      return { expenses: true, budget: true };
  }
}

export async function refreshAfterPeriodAction(
  queryClient: QueryClient,
  period: string,
  action: PeriodAction,
  rights: readonly Right[],
) {
  const reloads = periodActionReloads(action, rights);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: managementPeriodsKey }),
    // The audit screen's list by user sits under the same key.
    reloads.expenses ? queryClient.invalidateQueries({ queryKey: periodExpensesKey(period) }) : null,
    reloads.budget ? queryClient.invalidateQueries({ queryKey: periodBudgetKey(period) }) : null,
  ]);
}

export function useChangePeriod() {
  const queryClient = useQueryClient();
  const { rights } = useSessionUser().role;
  return useMutation({
    mutationFn: ({ period, action }: { period: string; action: PeriodAction }) => changePeriod(period, action),
    onSuccess: (_answer, { period, action }) => refreshAfterPeriodAction(queryClient, period, action, rights),
  });
}
