import { taxBucketCalls, type TaxConfiguration } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taxConfigurationQueryKey } from '../../../lib/tax-bucket-readers';

export { taxConfigurationQueryKey };

/** GET /api/v3/settings/tax-configuration */
export function getTaxConfiguration(signal?: AbortSignal): Promise<TaxConfiguration> {
  return api.call(taxBucketCalls.configuration, undefined, { signal });
}

export function taxConfigurationQueryOptions() {
  return queryOptions({
    queryKey: taxConfigurationQueryKey,
    queryFn: ({ signal }) => getTaxConfiguration(signal),
    // The page shows its own error state with a retry.
    meta: { notifyOnError: false },
  });
}

export function useTaxConfiguration() {
  return useQuery(taxConfigurationQueryOptions());
}
