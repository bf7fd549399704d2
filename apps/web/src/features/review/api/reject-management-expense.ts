import { type RejectExpenseRequest, type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewChangedMeanwhile } from './review-changed-meanwhile';
import { refreshAfterManagementChange } from './refresh-management-expense';

/** PATCH /api/v3/management/period/expense/{id}/reject with reason and comment. */
export function rejectManagementExpense(
  id: string,
  version: number,
  body: RejectExpenseRequest,
): Promise<ReviewExpense> {
  return api.call(reviewCalls.rejectFromManagement, { params: { id }, body, version });
}

/** Spec §4: a management reject refreshes the period's expenses and budget. */
export function useRejectManagementExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id: string; version: number; body: RejectExpenseRequest }) =>
      rejectManagementExpense(id, version, body),
    onSuccess: (expense) => refreshAfterManagementChange(queryClient, expense, { budget: true }),
    meta: { changedMeanwhile: reviewChangedMeanwhile(queryClient) },
  });
}
