import { operatorCalls, type RejectReason, type RejectReasonForm } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** POST /god/reject-reason */
export function createRejectReason(body: RejectReasonForm): Promise<RejectReason> {
  return api.call(operatorCalls.createRejectReason, { body });
}

export function useCreateRejectReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRejectReason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.rejectReasons() }),
  });
}
