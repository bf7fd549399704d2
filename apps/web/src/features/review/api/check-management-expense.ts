import { type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewChangedMeanwhile } from './review-changed-meanwhile';
import { refreshAfterManagementChange } from './refresh-management-expense';

/** PATCH /management/period/expense/{id}/check with `isChecked`. */
export function checkManagementExpense(id: string, version: number, isChecked: boolean): Promise<ReviewExpense> {
  return api.call(reviewCalls.checkFromManagement, { params: { id }, body: { isChecked }, version });
}

export function useCheckManagementExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, isChecked }: { id: string; version: number; isChecked: boolean }) =>
      checkManagementExpense(id, version, isChecked),
    onSuccess: (expense) => refreshAfterManagementChange(queryClient, expense, { budget: false }),
    meta: { changedMeanwhile: reviewChangedMeanwhile(queryClient) },
  });
}
