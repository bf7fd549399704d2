import { listUsersResponseSchema, type ListUsersResponse } from '@mobilo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { budgetGroupKeys } from './keys';

/** GET /user without deactivated users: the candidates of the assignment dialog. */
export function listAssignableUsers(search: string, signal?: AbortSignal): Promise<ListUsersResponse> {
  return apiClient.get('/user', {
    query: { search, excludeDeactivated: 'true', sortBy: 'name' },
    schema: listUsersResponseSchema,
    signal,
  });
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
