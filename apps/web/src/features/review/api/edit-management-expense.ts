import { type EditManagementExpenseRequest, type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewChangedMeanwhile } from './review-changed-meanwhile';
import { refreshAfterManagementChange } from './refresh-management-expense';

/** PATCH /management/period/expense/{id}/edit: billing date, type, cost and origin. */
export function editManagementExpense(
  id: string,
  version: number,
  body: EditManagementExpenseRequest,
): Promise<ReviewExpense> {
  return api.call(reviewCalls.edit, { params: { id }, body, version });
}

export function useEditManagementExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id: string; version: number; body: EditManagementExpenseRequest }) =>
      editManagementExpense(id, version, body),
    onSuccess: (expense) => refreshAfterManagementChange(queryClient, expense, { budget: true }),
    meta: { changedMeanwhile: reviewChangedMeanwhile(queryClient) },
  });
}
