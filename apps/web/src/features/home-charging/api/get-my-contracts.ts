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

/** `enabled: false` where the contracts matter only for some employees (the activities page asks for them under the contract method). */
export function useMyContracts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myContractsQueryOptions(), enabled });
}
