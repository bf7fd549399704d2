import { type ChargingContract, homeChargingCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractChangedMeanwhile } from './contract-changed-meanwhile';
import { chargingKeys } from './keys';

/** PATCH /api/v3/home-charging/contracts/{id}/reject: with the reason the employee reads. */
export function rejectContract({
  id,
  version,
  reason,
}: {
  id: string;
  version: number;
  reason: string;
}): Promise<ChargingContract> {
  return api.call(homeChargingCalls.rejectContract, { params: { id }, body: { reason }, version });
}

export function useRejectContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargingKeys.all }),
    meta: { changedMeanwhile: contractChangedMeanwhile(queryClient) },
  });
}
