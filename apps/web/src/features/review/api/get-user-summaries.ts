import { reviewCalls, type UserSummariesPage } from '@mobilo/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UserListQuery } from '../hooks/audit-table-model';
import { periodExpensesKey } from './period-query-keys';

/** Everything the audit screen loads of a month sits here, so that review and period actions reload it. */
export const auditKey = (month: string) => [...periodExpensesKey(month), 'audit'] as const;

export const auditSummariesKey = (query: UserListQuery) => [...auditKey(query.month), 'summaries', query] as const;

/** GET /api/v3/expenses/users/summaries: one page of the month's users, ordered and filtered by the server. */
export function getUserSummaries(
  query: UserListQuery,
  page: number,
  signal?: AbortSignal,
  pageSize?: number,
): Promise<UserSummariesPage> {
  return api.call(reviewCalls.userSummaries, { query: { ...query, page, pageSize } }, { signal });
}

/** Page after page, as the list is scrolled towards its end. */
export function userSummariesQueryOptions(query: UserListQuery) {
  return infiniteQueryOptions({
    queryKey: auditSummariesKey(query),
    queryFn: ({ pageParam, signal }) => getUserSummaries(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

export function useUserSummaries(query: UserListQuery) {
  return useInfiniteQuery(userSummariesQueryOptions(query));
}
