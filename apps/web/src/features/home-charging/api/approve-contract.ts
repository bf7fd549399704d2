import { type ChargingContract, homeChargingCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractChangedMeanwhile } from './contract-changed-meanwhile';
import { chargingKeys } from './keys';

/** PATCH /api/v3/home-charging/contracts/{id}/approve */
export function approveContract({ id, version }: { id: string; version: number }): Promise<ChargingContract> {
  return api.call(homeChargingCalls.approveContract, { params: { id }, body: {}, version });
}

export function useApproveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargingKeys.all }),
    meta: { changedMeanwhile: contractChangedMeanwhile(queryClient) },
  });
}
