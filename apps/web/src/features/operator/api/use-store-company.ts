import type { OperatorCompany } from '@mobilo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { operatorKeys } from './keys';

/**
 * After a change of one company: the answer is the company as it is now, so it replaces the
 * cached one; the lists and the dashboard may show it differently and are read again.
 */
export function useStoreCompany() {
  const queryClient = useQueryClient();
  return async (company: OperatorCompany) => {
    queryClient.setQueryData(operatorKeys.company(company.id), company);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: operatorKeys.companyLists() }),
      queryClient.invalidateQueries({ queryKey: operatorKeys.dashboard() }),
    ]);
  };
}
