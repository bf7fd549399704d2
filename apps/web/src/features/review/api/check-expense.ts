import { type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterReview } from './refresh-audit';

/** PATCH /v2/expenses/{id}/check/{bool} */
export function checkExpense(id: string, checked: boolean): Promise<ReviewExpense> {
  return api.call(reviewCalls.check, { params: { id, value: checked ? 'true' : 'false' } });
}

export function useCheckExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, checked }: { id: string; checked: boolean }) => checkExpense(id, checked),
    onSuccess: (expense) => refreshAfterReview(queryClient, expense),
  });
}
