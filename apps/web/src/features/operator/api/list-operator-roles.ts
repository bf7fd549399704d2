import { operatorCalls, type RoleName } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** GET /god/role: the roles a company's user may hold. */
export function listOperatorRoles(signal?: AbortSignal): Promise<{ id: string; name: RoleName }[]> {
  return api.call(operatorCalls.roles, {}, { signal });
}

export function operatorRolesQueryOptions() {
  return queryOptions({
    queryKey: operatorKeys.roles(),
    queryFn: ({ signal }) => listOperatorRoles(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOperatorRoles() {
  return useQuery(operatorRolesQueryOptions());
}
