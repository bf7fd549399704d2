import { reviewCalls, type UserWithExpenses } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { periodExpensesKey } from './period-query-keys';

/** Under the period's expense key, so that period actions and review changes reload it. */
export const auditUsersKey = (month: string) => [...periodExpensesKey(month), 'audit-users'] as const;

/**
 * GET /api/v3/expenses/users?month: every user who could bill in the month, with their expenses
 * and budget. The call is unchecked: at thousands of employees a parse of the whole answer would
 * hold the screen longer than the download (the server's presenters and route tests keep it true).
 */
export function getUsersWithExpenses(month: string, signal?: AbortSignal): Promise<UserWithExpenses[]> {
  return api.call(reviewCalls.usersWithExpenses, { query: { month } }, { signal });
}

export function usersWithExpensesQueryOptions(month: string) {
  return queryOptions({ queryKey: auditUsersKey(month), queryFn: ({ signal }) => getUsersWithExpenses(month, signal) });
}

export function useUsersWithExpenses(month: string) {
  return useQuery(usersWithExpensesQueryOptions(month));
}
