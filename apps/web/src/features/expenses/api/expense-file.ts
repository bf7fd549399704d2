import { type Expense, expenseSchema } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate-expense';

/** POST /v2/expenses/{id}/file with the multipart field `file`. */
export function uploadExpenseFile(id: string, file: File): Promise<Expense> {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post(`/v2/expenses/${encodeURIComponent(id)}/file`, body, { schema: expenseSchema });
}

/** DELETE /v2/expenses/{id}/file */
export function deleteExpenseFile(id: string): Promise<Expense> {
  return apiClient.delete(`/v2/expenses/${encodeURIComponent(id)}/file`, { schema: expenseSchema });
}

export function useUploadExpenseFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadExpenseFile(id, file),
    onSuccess: (expense) => refreshAfterChange(queryClient, expense),
  });
}

export function useDeleteExpenseFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteExpenseFile(id),
    onSuccess: (expense) => refreshAfterChange(queryClient, expense),
  });
}
