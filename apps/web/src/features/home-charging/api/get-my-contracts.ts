import { homeChargingCalls, type MyContracts } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** GET /api/v3/home-charging/my-contracts */
export function getMyContracts(signal?: AbortSignal): Promise<MyContracts> {
  return api.call(homeChargingCalls.myContracts, {}, { signal });
}

export function myContractsQueryOptions() {
  return queryOptions({ queryKey: chargingKeys.myContracts(), queryFn: ({ signal }) => getMyContracts(signal) });
}

export function useMyContracts() {
  return useQuery(myContractsQueryOptions());
}
