import { type ReviewExpense, reviewExpenseSchema } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterReview } from './refresh-audit';

/** PATCH /v2/expenses/{id}/mark/{bool} */
export function markExpense(id: string, marked: boolean): Promise<ReviewExpense> {
  return apiClient.patch(`/v2/expenses/${encodeURIComponent(id)}/mark/${String(marked)}`, undefined, {
    schema: reviewExpenseSchema,
  });
}

export function useMarkExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, marked }: { id: string; marked: boolean }) => markExpense(id, marked),
    onSuccess: (expense) => refreshAfterReview(queryClient, expense),
  });
}
