import { type Expense, expenseCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate-expense';

export function uploadExpenseFile(id: string, file: File): Promise<Expense> {
  return api.call(expenseCalls.uploadFile, { params: { id }, file });
}

export function deleteExpenseFile(id: string): Promise<Expense> {
  return api.call(expenseCalls.deleteFile, { params: { id } });
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
