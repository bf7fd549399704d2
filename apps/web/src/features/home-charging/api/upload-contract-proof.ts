import { type ChargingContract, homeChargingCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** POST /api/v3/home-charging/my-contracts/{id}/proof: the contract as PDF or image. */
export function uploadContractProof({ id, file }: { id: string; file: File }): Promise<ChargingContract> {
  return api.call(homeChargingCalls.uploadContractProof, { params: { id }, file });
}

export function useUploadContractProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadContractProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargingKeys.all }),
  });
}
