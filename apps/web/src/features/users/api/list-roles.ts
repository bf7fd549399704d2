import { type Role, userAdminCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /role */
export function listRoles(signal?: AbortSignal): Promise<Role[]> {
  return api.call(userAdminCalls.roles, {}, { signal });
}

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: userKeys.roles(),
    queryFn: ({ signal }) => listRoles(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
