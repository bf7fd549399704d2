import { userBudgetResponseSchema, type UserBudgetResponse } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /user/{id}/budget?month: the month's budget with its deductions and correction. */
export function getUserBudget(id: string, month: string, signal?: AbortSignal): Promise<UserBudgetResponse> {
  return apiClient.get(`/user/${encodeURIComponent(id)}/budget`, {
    query: { month },
    schema: userBudgetResponseSchema,
    signal,
  });
}

export function userBudgetQueryOptions(id: string, month: string) {
  return queryOptions({
    queryKey: userKeys.budget(id, month),
    queryFn: ({ signal }) => getUserBudget(id, month, signal),
  });
}

export function useUserBudget(id: string, month: string) {
  return useQuery(userBudgetQueryOptions(id, month));
}
