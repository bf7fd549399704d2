import { managementCalls, type UsersWithoutPersonalNumberResponse } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersWithoutPersonalNumberKey } from './period-query-keys';

/** GET api/v3/company/users/no-personal-number: active users the payroll export cannot name. */
export function getUsersWithoutPersonalNumber(signal?: AbortSignal): Promise<UsersWithoutPersonalNumberResponse> {
  return api.call(managementCalls.usersWithoutPersonalNumber, undefined, { signal });
}

export function useUsersWithoutPersonalNumber(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: usersWithoutPersonalNumberKey,
      queryFn: ({ signal }) => getUsersWithoutPersonalNumber(signal),
      enabled,
      // A hint, not the screen's subject: a failure leaves it out instead of raising an error.
      meta: { notifyOnError: false },
    }),
  );
}
