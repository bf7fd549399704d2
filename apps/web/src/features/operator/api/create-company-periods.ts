import { type CreatePeriodsResponse, operatorCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** POST /god/company/{id}/periods: the missing periods up to five years ahead. */
export function createCompanyPeriods(id: string): Promise<CreatePeriodsResponse> {
  return api.call(operatorCalls.createPeriods, { params: { id } });
}

export function useCreateCompanyPeriods(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createCompanyPeriods(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.company(id), exact: true }),
  });
}
