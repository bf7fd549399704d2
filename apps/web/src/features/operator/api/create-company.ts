import { type CreateCompanyForm, type OperatorCompany, operatorCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreCompany } from './use-store-company';

/** POST /god/company */
export function createCompany(body: CreateCompanyForm): Promise<OperatorCompany> {
  return api.call(operatorCalls.createCompany, { body });
}

export function useCreateCompany() {
  const store = useStoreCompany();
  return useMutation({ mutationFn: createCompany, onSuccess: store });
}
