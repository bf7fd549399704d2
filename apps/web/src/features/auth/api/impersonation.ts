import { firstScreenRoutes, type UsersToImpersonateResponse } from '@mobilo/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, deferCall } from '../../../lib/api-client';
import { authKeys } from './keys';

const authCalls = () => import('@mobilo/contract/auth/auth-calls').then((calls) => calls.authCalls);
const usersToImpersonate = deferCall(firstScreenRoutes.usersToImpersonate, () =>
  authCalls().then((calls) => calls.usersToImpersonate),
);
const impersonateCall = deferCall(firstScreenRoutes.impersonate, () => authCalls().then((calls) => calls.impersonate));
const unimpersonateCall = deferCall(firstScreenRoutes.unimpersonate, () =>
  authCalls().then((calls) => calls.unimpersonate),
);

/** GET api/v3/user/users-to-impersonate */
export function getUsersToImpersonate(signal?: AbortSignal): Promise<UsersToImpersonateResponse> {
  return api.call(usersToImpersonate, {}, { signal });
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
  return api.call(impersonateCall, { body: { userId } });
}

/** POST /auth/unimpersonate */
export function unimpersonate() {
  return api.call(unimpersonateCall);
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
