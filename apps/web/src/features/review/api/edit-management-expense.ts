import { type EditManagementExpenseRequest, type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterManagementChange } from './refresh-management-expense';

/** PATCH /management/period/expense/{id}/edit: billing date, type, cost and origin. */
export function editManagementExpense(id: string, body: EditManagementExpenseRequest): Promise<ReviewExpense> {
  return api.call(reviewCalls.edit, { params: { id }, body });
}

export function useEditManagementExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EditManagementExpenseRequest }) => editManagementExpense(id, body),
    onSuccess: (expense) => refreshAfterManagementChange(queryClient, expense, { budget: true }),
  });
}
