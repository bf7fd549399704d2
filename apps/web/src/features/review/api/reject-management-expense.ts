import { type RejectExpenseRequest, type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterManagementChange } from './refresh-management-expense';

/** PATCH /api/v3/management/period/expense/{id}/reject with reason and comment. */
export function rejectManagementExpense(id: string, body: RejectExpenseRequest): Promise<ReviewExpense> {
  return api.call(reviewCalls.rejectFromManagement, { params: { id }, body });
}

/** Spec §4: a management reject refreshes the period's expenses and budget. */
export function useRejectManagementExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RejectExpenseRequest }) => rejectManagementExpense(id, body),
    onSuccess: (expense) => refreshAfterManagementChange(queryClient, expense, { budget: true }),
  });
}
