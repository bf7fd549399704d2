import { type ListUsersQuery, type ListUsersResponse, userAdminCalls } from '@mobilo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export type UserListQuery = Pick<ListUsersQuery, 'page' | 'sortBy' | 'sortOrder'> & { search: string };

/** GET /user: one page of 20. */
export function listUsers(query: UserListQuery, signal?: AbortSignal): Promise<ListUsersResponse> {
  return api.call(userAdminCalls.list, { query: { ...query } }, { signal });
}

export function usersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => listUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}
