import { firstScreenRoutes, type UserBudgetResponse } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, deferCall } from './api-client';

const userBudget = deferCall(firstScreenRoutes.userBudget, () =>
  import('@mobilo/contract/users/user-budget-calls').then((calls) => calls.userBudgetCalls.get),
);

/**
 * Query keys of a user's monthly budget, read by the employee's period cards and the user
 * administration alike. The month comes first so that a change to an expense can reload the
 * month's budget without knowing whose it is.
 */
export const userBudgetKeys = {
  all: ['user-budget'] as const,
  month: (month: string) => [...userBudgetKeys.all, month] as const,
  of: (userId: string, month: string) => [...userBudgetKeys.month(month), userId] as const,
};

/** GET /user/{id}/budget?month: the month's budget with its deductions and correction. */
export function getUserBudget(userId: string, month: string, signal?: AbortSignal): Promise<UserBudgetResponse> {
  return api.call(userBudget, { params: { id: userId }, query: { month } }, { signal });
}

export function userBudgetQueryOptions(userId: string, month: string) {
  return queryOptions({
    queryKey: userBudgetKeys.of(userId, month),
    queryFn: ({ signal }) => getUserBudget(userId, month, signal),
  });
}

export function useUserBudget(userId: string, month: string) {
  return useQuery(userBudgetQueryOptions(userId, month));
}
