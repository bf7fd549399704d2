import { type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewChangedMeanwhile } from './review-changed-meanwhile';
import { refreshAfterReview } from './refresh-audit';

/** PATCH /v2/expenses/{id}/check/{bool} */
export function checkExpense(id: string, version: number, checked: boolean): Promise<ReviewExpense> {
  return api.call(reviewCalls.check, { params: { id, value: checked ? 'true' : 'false' }, version });
}

export function useCheckExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, checked }: { id: string; version: number; checked: boolean }) =>
      checkExpense(id, version, checked),
    onSuccess: (expense) => refreshAfterReview(queryClient, expense),
    meta: { changedMeanwhile: reviewChangedMeanwhile(queryClient) },
  });
}
