import { taxModuleCalls, type TaxModulesResponse } from '@mobilo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taxModuleKeys } from './keys';

/** GET /api/v3/settings/tax-modules?year */
export function getTaxModules(year: number, signal?: AbortSignal): Promise<TaxModulesResponse> {
  return api.call(taxModuleCalls.list, { query: { year } }, { signal });
}

export function taxModulesQueryOptions(year: number) {
  return queryOptions({
    queryKey: taxModuleKeys.year(year),
    queryFn: ({ signal }) => getTaxModules(year, signal),
    // Another year keeps the modules on screen while its figures load.
    placeholderData: keepPreviousData,
    // The page shows its own error state with a retry.
    meta: { notifyOnError: false },
  });
}

export function useTaxModules(year: number) {
  return useQuery(taxModulesQueryOptions(year));
}
