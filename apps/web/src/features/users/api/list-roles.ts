import { listRolesResponseSchema, type Role } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /role */
export function listRoles(signal?: AbortSignal): Promise<Role[]> {
  return apiClient.get('/role', { schema: listRolesResponseSchema, signal });
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
