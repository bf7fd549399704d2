import { type ChargingContract, homeChargingCalls, type SubmitContract } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** POST /api/v3/home-charging/my-contracts: the contract's terms; its proof follows. */
export function submitContract(body: SubmitContract): Promise<ChargingContract> {
  return api.call(homeChargingCalls.submitContract, { body });
}

export function useSubmitContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargingKeys.all }),
  });
}
