import { type UserBudgetResponse, userBudgetResponseSchema } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const userBudgetQueryKey = (month: string) => ['user-budget', month] as const;

/** GET /user/{id}/budget?month. */
export function getUserBudget(userId: string, month: string, signal?: AbortSignal): Promise<UserBudgetResponse> {
  return apiClient.get(`/user/${encodeURIComponent(userId)}/budget`, {
    query: { month },
    schema: userBudgetResponseSchema,
    signal,
  });
}

export function useUserBudget(userId: string, month: string) {
  return useQuery(
    queryOptions({
      queryKey: userBudgetQueryKey(month),
      queryFn: ({ signal }) => getUserBudget(userId, month, signal),
    }),
  );
}
