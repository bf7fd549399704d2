import { budgetGroupCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /api/v3/budgetclass, reduced to the choices of the user form's group field. */
export async function listBudgetGroupOptions(signal?: AbortSignal): Promise<{ value: string; label: string }[]> {
  const groups = await api.call(budgetGroupCalls.list, {}, { signal });
  return groups.map((group) => ({ value: group.id, label: group.name }));
}

export function budgetGroupOptionsQueryOptions() {
  return queryOptions({
    queryKey: userKeys.budgetGroupOptions(),
    queryFn: ({ signal }) => listBudgetGroupOptions(signal),
  });
}

export function useBudgetGroupOptions() {
  return useQuery(budgetGroupOptionsQueryOptions());
}
