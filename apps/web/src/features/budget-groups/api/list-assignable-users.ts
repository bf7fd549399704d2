import { type ListUsersResponse, userAdminCalls } from '@mobilo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { budgetGroupKeys } from './keys';

/** GET /user without deactivated users: the candidates of the assignment dialog. */
export function listAssignableUsers(search: string, signal?: AbortSignal): Promise<ListUsersResponse> {
  return api.call(userAdminCalls.list, { query: { search, excludeDeactivated: 'true', sortBy: 'name' } }, { signal });
}

export function assignableUsersQueryOptions(search: string) {
  return queryOptions({
    queryKey: budgetGroupKeys.assignableUsers(search),
    queryFn: ({ signal }) => listAssignableUsers(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAssignableUsers(search: string) {
  return useQuery(assignableUsersQueryOptions(search));
}
