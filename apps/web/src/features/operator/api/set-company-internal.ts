import { type CompanyToggleResponse, operatorCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';
import { useStoreCompany } from './use-store-company';

/** PATCH /god/company/{id}/internal: every user of the company follows. */
export function setCompanyInternal(id: string, isInternal: boolean): Promise<CompanyToggleResponse> {
  return api.call(operatorCalls.setInternal, { params: { id }, body: { isInternal } });
}

export function useSetCompanyInternal(id: string) {
  const store = useStoreCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) => setCompanyInternal(id, value),
    onSuccess: async ({ company }) => {
      await store(company);
      await queryClient.invalidateQueries({ queryKey: operatorKeys.users() });
    },
  });
}
