import { type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterReview } from './refresh-audit';

/** PATCH /v2/expenses/{id}/mark/{bool} */
export function markExpense(id: string, marked: boolean): Promise<ReviewExpense> {
  return api.call(reviewCalls.mark, { params: { id, value: marked ? 'true' : 'false' } });
}

export function useMarkExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, marked }: { id: string; marked: boolean }) => markExpense(id, marked),
    onSuccess: (expense) => refreshAfterReview(queryClient, expense),
  });
}
