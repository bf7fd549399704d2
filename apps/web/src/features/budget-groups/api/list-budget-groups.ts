import { listBudgetGroupsResponseSchema, type BudgetGroup } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { budgetGroupKeys } from './keys';

/** GET /api/v3/budgetclass */
export function listBudgetGroups(signal?: AbortSignal): Promise<BudgetGroup[]> {
  return apiClient.get('/api/v3/budgetclass', { schema: listBudgetGroupsResponseSchema, signal });
}

export function budgetGroupsQueryOptions() {
  return queryOptions({ queryKey: budgetGroupKeys.list(), queryFn: ({ signal }) => listBudgetGroups(signal) });
}

export function useBudgetGroups() {
  return useQuery(budgetGroupsQueryOptions());
}
