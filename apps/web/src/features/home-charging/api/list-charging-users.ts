import { homeChargingCalls, type ListChargingUsersQuery } from '@mobilo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** GET /api/v3/home-charging/users */
export function listChargingUsers(query: ListChargingUsersQuery, signal?: AbortSignal) {
  return api.call(homeChargingCalls.users, { query }, { signal });
}

export function chargingUsersQueryOptions(query: ListChargingUsersQuery) {
  return queryOptions({
    queryKey: chargingKeys.userList(query),
    queryFn: ({ signal }) => listChargingUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useChargingUsers(query: ListChargingUsersQuery) {
  return useQuery(chargingUsersQueryOptions(query));
}
