import { type EditManagementExpenseRequest, type ReviewExpense, reviewExpenseSchema } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAuditAfterChange } from './refresh-audit';

/** PATCH /management/period/expense/{id}/edit: the reviewers' change of cost, date, origin and type. */
export function editReviewExpense(id: string, body: EditManagementExpenseRequest): Promise<ReviewExpense> {
  return apiClient.patch(`/management/period/expense/${encodeURIComponent(id)}/edit`, body, { schema: reviewExpenseSchema });
}

/** The audit lists of the expense's period refresh; `onEdited` of the form lets other screens refresh theirs. */
export function useEditReviewExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EditManagementExpenseRequest }) => editReviewExpense(id, body),
    onSuccess: (expense) => refreshAuditAfterChange(queryClient, expense),
  });
}
