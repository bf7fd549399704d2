import { type ReviewExpense, reviewExpenseSchema } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterReview } from './refresh-audit';

/** PATCH /v2/expenses/{id}/markerNote/{note}; without a note (blank) it deletes the note. */
export function saveMarkerNote(id: string, note: string): Promise<ReviewExpense> {
  const base = `/v2/expenses/${encodeURIComponent(id)}/markerNote`;
  const path = note.trim() === '' ? base : `${base}/${encodeURIComponent(note)}`;
  return apiClient.patch(path, undefined, { schema: reviewExpenseSchema });
}

export function useSaveMarkerNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => saveMarkerNote(id, note),
    onSuccess: (expense) => refreshAfterReview(queryClient, expense),
  });
}
