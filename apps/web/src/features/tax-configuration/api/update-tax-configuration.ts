import { taxBucketCalls, type TaxConfiguration, type UpdateTaxConfigurationRequest } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taxConfigurationQueryKey } from './get-tax-configuration';

/** PUT /api/v3/settings/tax-configuration: the whole configuration at once. */
export function updateTaxConfiguration(body: UpdateTaxConfigurationRequest): Promise<TaxConfiguration> {
  return api.call(taxBucketCalls.updateConfiguration, { body });
}

export function useUpdateTaxConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxConfiguration,
    // The answer is the stored configuration; no second request needed.
    onSuccess: (saved) => queryClient.setQueryData(taxConfigurationQueryKey, saved),
    // Refusals of single fields show on the form; the rest as a toast from the form's handler.
    meta: { notifyOnError: false },
  });
}
