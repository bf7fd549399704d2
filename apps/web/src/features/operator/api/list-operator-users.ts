import { type ListOperatorUsersQuery, type ListOperatorUsersResponse, operatorCalls } from '@mobilo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** GET /god/user (every company) or GET /god/company/{id}/user (one company): pages of 20. */
export function listOperatorUsers(
  companyId: string | null,
  query: ListOperatorUsersQuery,
  signal?: AbortSignal,
): Promise<ListOperatorUsersResponse> {
  return companyId
    ? api.call(operatorCalls.companyUsers, { params: { id: companyId }, query }, { signal })
    : api.call(operatorCalls.users, { query }, { signal });
}

export function operatorUsersQueryOptions(companyId: string | null, query: ListOperatorUsersQuery) {
  return queryOptions({
    queryKey: operatorKeys.userList(companyId, query),
    queryFn: ({ signal }) => listOperatorUsers(companyId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOperatorUsers(companyId: string | null, query: ListOperatorUsersQuery) {
  return useQuery(operatorUsersQueryOptions(companyId, query));
}
