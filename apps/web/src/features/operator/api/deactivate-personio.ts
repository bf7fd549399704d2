import { type OperatorCompany, operatorCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreCompany } from './use-store-company';

/** POST /god/integration/{id}/personio/deactivation: off, and the integration with it. */
export function deactivatePersonio(id: string): Promise<OperatorCompany> {
  return api.call(operatorCalls.deactivatePersonio, { params: { id } });
}

export function useDeactivatePersonio(id: string) {
  const store = useStoreCompany();
  return useMutation({ mutationFn: () => deactivatePersonio(id), onSuccess: store });
}
