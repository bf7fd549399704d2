import { type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewChangedMeanwhile } from './review-changed-meanwhile';
import { refreshAfterReview } from './refresh-audit';

/** PATCH /v2/expenses/{id}/mark/{bool} */
export function markExpense(id: string, version: number, marked: boolean): Promise<ReviewExpense> {
  return api.call(reviewCalls.mark, { params: { id, value: marked ? 'true' : 'false' }, version });
}

export function useMarkExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, marked }: { id: string; version: number; marked: boolean }) =>
      markExpense(id, version, marked),
    onSuccess: (expense) => refreshAfterReview(queryClient, expense),
    meta: { changedMeanwhile: reviewChangedMeanwhile(queryClient) },
  });
}
