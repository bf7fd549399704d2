import { userAdminCalls, type UserMetadataResponse } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expenseKeys } from './expense-keys';

/** GET /user/{id}?month: the types, origins and dates the user may pick in that month. */
export function getUserMetadata(userId: string, month: string, signal?: AbortSignal): Promise<UserMetadataResponse> {
  return api.call(userAdminCalls.detail, { params: { id: userId }, query: { month } }, { signal });
}

export function useUserMetadata(userId: string, month: string | null) {
  return useQuery(
    queryOptions({
      queryKey: expenseKeys.userMetadata(userId, month),
      queryFn: ({ signal }) => getUserMetadata(userId, month ?? '', signal),
      enabled: month !== null,
      staleTime: 60_000,
      meta: { notifyOnError: false },
    }),
  );
}
