import { taxConfigurationPath, taxConfigurationSchema, type TaxConfiguration } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const taxConfigurationQueryKey = ['tax-configuration'] as const;

/** GET /api/v3/settings/tax-configuration */
export function getTaxConfiguration(signal?: AbortSignal): Promise<TaxConfiguration> {
  return apiClient.get(taxConfigurationPath, { schema: taxConfigurationSchema, signal });
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
