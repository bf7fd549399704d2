import { type ChargingContract, homeChargingCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** GET /api/v3/home-charging/contracts/{id} */
export function getContract(id: string, signal?: AbortSignal): Promise<ChargingContract> {
  return api.call(homeChargingCalls.contract, { params: { id } }, { signal });
}

export function contractQueryOptions(id: string) {
  return queryOptions({ queryKey: chargingKeys.contract(id), queryFn: ({ signal }) => getContract(id, signal) });
}

export function useContract(id: string) {
  return useQuery(contractQueryOptions(id));
}
