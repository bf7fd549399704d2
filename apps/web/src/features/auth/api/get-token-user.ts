import { accountCalls, type TokenUser } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET /user/token/{token}: the invited person, for the registration page. */
export function getTokenUser(token: string, signal?: AbortSignal): Promise<TokenUser> {
  return api.call(accountCalls.tokenUser, { params: { token } }, { signal });
}

export function tokenUserQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.tokenUser(token),
    queryFn: ({ signal }) => getTokenUser(token, signal),
    retry: false,
    // The page explains an expired link itself.
    meta: { notifyOnError: false },
  });
}

export function useTokenUser(token: string) {
  return useQuery({ ...tokenUserQueryOptions(token), enabled: token !== '' });
}
