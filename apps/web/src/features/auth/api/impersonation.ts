import { authCalls, type UsersToImpersonateResponse } from '@mobilo/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET api/v3/user/users-to-impersonate */
export function getUsersToImpersonate(signal?: AbortSignal): Promise<UsersToImpersonateResponse> {
  return api.call(authCalls.usersToImpersonate, {}, { signal });
}

export function usersToImpersonateQueryOptions() {
  return queryOptions({
    queryKey: authKeys.usersToImpersonate(),
    queryFn: ({ signal }) => getUsersToImpersonate(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUsersToImpersonate(enabled: boolean) {
  return useQuery({ ...usersToImpersonateQueryOptions(), enabled });
}

/** POST /auth/impersonate {userId} */
export function impersonate(userId: string) {
  return api.call(authCalls.impersonate, { body: { userId } });
}

/** POST /auth/unimpersonate */
export function unimpersonate() {
  return api.call(authCalls.unimpersonate);
}

/**
 * Switching identity reloads the page (specification): nothing cached for one user survives
 * into the other's screens.
 */
export function useSwitchIdentity(reload: () => void = () => window.location.assign('/')) {
  return useMutation({
    mutationFn: (userId: string | null) => (userId === null ? unimpersonate() : impersonate(userId)),
    onSuccess: reload,
  });
}
