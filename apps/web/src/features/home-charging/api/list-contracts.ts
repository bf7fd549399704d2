import { type ChargingListQuery, homeChargingCalls } from '@mobilo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** GET /api/v3/home-charging/contracts */
export function listContracts(query: ChargingListQuery, signal?: AbortSignal) {
  return api.call(homeChargingCalls.contracts, { query }, { signal });
}

export function contractsQueryOptions(query: ChargingListQuery) {
  return queryOptions({
    queryKey: chargingKeys.contractList(query),
    queryFn: ({ signal }) => listContracts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContracts(query: ChargingListQuery) {
  return useQuery(contractsQueryOptions(query));
}
