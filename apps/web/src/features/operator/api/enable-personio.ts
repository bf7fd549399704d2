import { type OperatorCompany, operatorCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreCompany } from './use-store-company';

/** POST /god/integration/{id}/personio {personio: true}: the company's administrators may connect. */
export function enablePersonio(id: string): Promise<OperatorCompany> {
  return api.call(operatorCalls.enablePersonio, { params: { id }, body: { personio: true } });
}

export function useEnablePersonio(id: string) {
  const store = useStoreCompany();
  return useMutation({ mutationFn: () => enablePersonio(id), onSuccess: store });
}
