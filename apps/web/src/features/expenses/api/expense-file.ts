import { type Expense, expenseCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate-expense';

/** `idempotencyKey`: made once for this file and sent again with each retry (docs/adr/0028). */
export function uploadExpenseFile(id: string, file: Blob, idempotencyKey?: string): Promise<Expense> {
  return api.call(expenseCalls.uploadFile, { params: { id }, file }, { idempotencyKey });
}

export function deleteExpenseFile(id: string): Promise<Expense> {
  return api.call(expenseCalls.deleteFile, { params: { id } });
}

export function useUploadExpenseFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file, idempotencyKey }: { id: string; file: File; idempotencyKey: string }) =>
      uploadExpenseFile(id, file, idempotencyKey),
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
