import { type BudgetGroup, budgetGroupCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { budgetGroupKeys } from './keys';

/** GET /api/v3/budgetclass/{id} */
export function getBudgetGroup(id: string, signal?: AbortSignal): Promise<BudgetGroup> {
  return api.call(budgetGroupCalls.get, { params: { id } }, { signal });
}

export function budgetGroupQueryOptions(id: string) {
  return queryOptions({
    queryKey: budgetGroupKeys.detail(id),
    queryFn: ({ signal }) => getBudgetGroup(id, signal),
    retry: false,
    // A failed detail sends the admin to the employee screen; the screen says nothing more.
    meta: { notifyOnError: false },
  });
}

export function useBudgetGroup(id: string | undefined) {
  return useQuery({ ...budgetGroupQueryOptions(id ?? ''), enabled: id !== undefined });
}
