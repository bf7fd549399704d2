import { type AuthCheckResponse, signInRoutes } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, deferCall } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session-query-key';

export { sessionQueryKey };

const checkSession = deferCall(signInRoutes.check, () =>
  import('@mobilo/contract/auth/auth-calls').then((calls) => calls.authCalls.check),
);

/** GET /auth/check: the signed-in user, or 401 UNAUTHENTICATED. */
export function getSession(signal?: AbortSignal): Promise<AuthCheckResponse> {
  return api.call(checkSession, {}, { signal });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // A missing session is an answer, not a failure to repeat or to announce.
    retry: false,
    // A failed check stays failed until the next sign-in; screens mounting later need not ask again.
    retryOnMount: false,
    meta: { notifyOnError: false },
    staleTime: 5 * 60_000,
  });
}

export function useSessionQuery() {
  return useQuery(sessionQueryOptions());
}
