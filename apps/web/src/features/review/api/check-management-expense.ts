import { type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterManagementChange } from './refresh-management-expense';

/** PATCH /management/period/expense/{id}/check with `isChecked`. */
export function checkManagementExpense(id: string, isChecked: boolean): Promise<ReviewExpense> {
  return api.call(reviewCalls.checkFromManagement, { params: { id }, body: { isChecked } });
}

export function useCheckManagementExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isChecked }: { id: string; isChecked: boolean }) => checkManagementExpense(id, isChecked),
    onSuccess: (expense) => refreshAfterManagementChange(queryClient, expense, { budget: false }),
  });
}
