import { type ManagedUser, userAdminCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /user/{id} */
export function getUser(id: string, signal?: AbortSignal): Promise<ManagedUser> {
  return api.call(userAdminCalls.detail, { params: { id } }, { signal });
}

export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal), retry: false });
}

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
