import { type ReadReceiptsAgainResponse, reviewCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /management/period/expense/{id}/ocr/read: the receipts are read again in the background. */
export function readReceiptsAgain(id: string): Promise<ReadReceiptsAgainResponse> {
  return api.call(reviewCalls.readReceiptsAgain, { params: { id } });
}

export function useReadReceiptsAgain() {
  return useMutation({ mutationFn: readReceiptsAgain });
}
