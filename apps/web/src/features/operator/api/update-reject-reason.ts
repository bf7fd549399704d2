import { operatorCalls, type RejectReason, type UpdateRejectReasonRequest } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** PUT /god/reject-reason/{id}: both texts and whether it may be chosen. */
export function updateRejectReason(id: string, body: UpdateRejectReasonRequest): Promise<RejectReason> {
  return api.call(operatorCalls.updateRejectReason, { params: { id }, body });
}

export function useUpdateRejectReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateRejectReasonRequest }) => updateRejectReason(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.rejectReasons() }),
  });
}
