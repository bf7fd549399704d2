import { reviewCalls, type UserSummariesPage } from '@mobilo/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UserListQuery } from '../hooks/audit-table-model';
import { periodExpensesKey } from './period-query-keys';

/** Everything the audit screen loads of a month sits here, so that review and period actions reload it. */
export const auditKey = (month: string) => [...periodExpensesKey(month), 'audit'] as const;

export const auditSummariesKey = (query: UserListQuery) => [...auditKey(query.month), 'summaries', query] as const;

/** The users the filter offers for what is typed. */
export const auditUserOptionsKey = (month: string, typed: string) =>
  [...auditKey(month), 'user-options', typed] as const;

/** How many users the filter offers for what is typed. */
const offeredUsers = 20;

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

/** The users filter's offer: the first users by name that match what is typed (all when nothing is). */
export function auditUserOptionsQueryOptions(month: string, typed: string) {
  const query = { month, sortBy: 'name' as const, sortOrder: 'ASC' as const, showEmptyUsers: 'true' as const };
  return queryOptions({
    queryKey: auditUserOptionsKey(month, typed),
    queryFn: ({ signal }) =>
      getUserSummaries({ ...query, ...(typed !== '' && { search: typed }) }, 1, signal, offeredUsers),
    placeholderData: keepPreviousData,
  });
}

export function useAuditUserOptions(month: string, typed: string) {
  return useQuery(auditUserOptionsQueryOptions(month, typed));
}
