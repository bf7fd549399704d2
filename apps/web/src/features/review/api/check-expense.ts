import { type ReviewExpense, reviewExpenseSchema } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterReview } from './refresh-audit';

/** PATCH /v2/expenses/{id}/check/{bool} */
export function checkExpense(id: string, checked: boolean): Promise<ReviewExpense> {
  return apiClient.patch(`/v2/expenses/${encodeURIComponent(id)}/check/${String(checked)}`, undefined, {
    schema: reviewExpenseSchema,
  });
}

export function useCheckExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, checked }: { id: string; checked: boolean }) => checkExpense(id, checked),
    onSuccess: (expense) => refreshAfterReview(queryClient, expense),
  });
}
