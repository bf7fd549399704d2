import { type OperatorCompany, type UpdateCompanyForm, operatorCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreCompany } from './use-store-company';

/** PUT /god/company/{id} */
export function updateCompany(id: string, body: UpdateCompanyForm): Promise<OperatorCompany> {
  return api.call(operatorCalls.updateCompany, { params: { id }, body });
}

export function useUpdateCompany(id: string) {
  const store = useStoreCompany();
  return useMutation({ mutationFn: (body: UpdateCompanyForm) => updateCompany(id, body), onSuccess: store });
}
