import { homeChargingCalls, type MyContracts } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** DELETE /api/v3/home-charging/my-contracts/{id}: a contract not yet decided. */
export function deleteMyContract(id: string): Promise<MyContracts> {
  return api.call(homeChargingCalls.deleteMyContract, { params: { id } });
}

export function useDeleteMyContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargingKeys.all }),
  });
}
