import { homeChargingCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** GET /api/v3/home-charging/contracts/{id}/history */
export function getContractHistory(id: string, signal?: AbortSignal) {
  return api.call(homeChargingCalls.contractHistory, { params: { id } }, { signal });
}

export function contractHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: chargingKeys.contractHistory(id),
    queryFn: ({ signal }) => getContractHistory(id, signal),
  });
}

export function useContractHistory(id: string) {
  return useQuery(contractHistoryQueryOptions(id));
}
