import { reviewCalls, type UserWithExpenses } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { auditKey } from './get-user-summaries';

/** Every user card of the month that is loaded. */
export const auditUsersKey = (month: string) => [...auditKey(month), 'user'] as const;

export const auditUserKey = (month: string, userId: string) => [...auditUsersKey(month), userId] as const;

/** GET /api/v3/expenses/users/{userId}?month: one user's card with their expenses and budget. */
export function getUserExpenses(month: string, userId: string, signal?: AbortSignal): Promise<UserWithExpenses> {
  return api.call(reviewCalls.userExpenses, { params: { userId }, query: { month } }, { signal });
}

export function userExpensesQueryOptions(month: string, userId: string) {
  return queryOptions({
    queryKey: auditUserKey(month, userId),
    queryFn: ({ signal }) => getUserExpenses(month, userId, signal),
  });
}

/** Loaded once `enabled`: when the user's card is open and near the viewport. */
export function useUserExpenses(month: string, userId: string, enabled: boolean) {
  return useQuery({ ...userExpensesQueryOptions(month, userId), enabled });
}
