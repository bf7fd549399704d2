import { type RejectExpenseRequest, type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewChangedMeanwhile } from './review-changed-meanwhile';
import { refreshAfterReview } from './refresh-audit';

/** PATCH /api/v3/expenses/{id}/reject: the audit screen's rejection with reason and comment. */
export function rejectExpense(id: string, version: number, body: RejectExpenseRequest): Promise<ReviewExpense> {
  return api.call(reviewCalls.reject, { params: { id }, body, version });
}

/** A rejection takes the cost out of the billable total, so the period's budget reloads too. */
export function useRejectExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id: string; version: number; body: RejectExpenseRequest }) =>
      rejectExpense(id, version, body),
    onSuccess: (expense) => refreshAfterReview(queryClient, expense, { budget: true }),
    meta: { changedMeanwhile: reviewChangedMeanwhile(queryClient) },
  });
}
