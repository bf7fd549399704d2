import {
  taxModuleCalls,
  type TaxBudgetType,
  type TaxModulesResponse,
  type UpdateTaxModuleRequest,
} from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { budgetGroupsQueryKey, taxConfigurationQueryKey } from '../../../lib/tax-bucket-readers';
import { taxModuleKeys } from './keys';

export interface UpdateTaxModuleInput {
  kind: TaxBudgetType;
  change: UpdateTaxModuleRequest;
}

/** PATCH /api/v3/settings/tax-modules/{kind}: one tax bucket, the row the tax configuration edits too. */
export function updateTaxModule({ kind, change }: UpdateTaxModuleInput): Promise<TaxModulesResponse> {
  return api.call(taxModuleCalls.update, { params: { kind }, body: change });
}

export function useUpdateTaxModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxModule,
    onSuccess: (_saved, { kind }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taxModuleKeys.all }),
        queryClient.invalidateQueries({ queryKey: taxConfigurationQueryKey }),
        // TAX13 shows or hides the budget groups' net-wage types.
        ...(kind === 'TAX13' ? [queryClient.invalidateQueries({ queryKey: budgetGroupsQueryKey })] : []),
      ]),
    // Refusals of a field land on it; the rest show as a toast from the card's handler.
    meta: { notifyOnError: false },
  });
}
