import { type CompanyToggleResponse, operatorCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';
import { useStoreCompany } from './use-store-company';

/** PATCH /god/company/{id}/trial: every user of the company follows. */
export function setCompanyTrial(id: string, isTrialAccount: boolean): Promise<CompanyToggleResponse> {
  return api.call(operatorCalls.setTrial, { params: { id }, body: { isTrialAccount } });
}

export function useSetCompanyTrial(id: string) {
  const store = useStoreCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) => setCompanyTrial(id, value),
    onSuccess: async ({ company }) => {
      await store(company);
      await queryClient.invalidateQueries({ queryKey: operatorKeys.users() });
    },
  });
}
