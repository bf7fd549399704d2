import { cardMyMobilityCalls, type MyCardTransaction } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myMobilityCardKeys } from './keys';

/** POST /api/v3/card/my-mobility/transactions/{id}/receipt: a PDF or a photo of the receipt. */
export function uploadCardReceipt({ id, file }: { id: string; file: File }): Promise<MyCardTransaction> {
  return api.call(cardMyMobilityCalls.uploadReceipt, { params: { id }, file });
}

export function useUploadCardReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCardReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myMobilityCardKeys.mine() }),
  });
}
