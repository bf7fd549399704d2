import { type BudgetGroup, budgetGroupCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { budgetGroupKeys } from './keys';

/** GET /api/v3/budgetclass */
export function listBudgetGroups(signal?: AbortSignal): Promise<BudgetGroup[]> {
  return api.call(budgetGroupCalls.list, {}, { signal });
}

export function budgetGroupsQueryOptions() {
  return queryOptions({ queryKey: budgetGroupKeys.list(), queryFn: ({ signal }) => listBudgetGroups(signal) });
}

export function useBudgetGroups() {
  return useQuery(budgetGroupsQueryOptions());
}
