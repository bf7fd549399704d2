import { operatorCalls, type RejectReason } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** PUT /god/reject-reason-ranking: every reason's id in the new order. */
export function rankRejectReasons(ids: string[]): Promise<RejectReason[]> {
  return api.call(operatorCalls.rankRejectReasons, { body: { ids } });
}

export function useRankRejectReasons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rankRejectReasons,
    onSuccess: (reasons) => queryClient.setQueryData(operatorKeys.rejectReasons(), reasons),
  });
}
