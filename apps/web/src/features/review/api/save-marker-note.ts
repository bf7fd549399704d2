import { type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterReview } from './refresh-audit';

/** PATCH /v2/expenses/{id}/markerNote/{note}; without a note (blank) it deletes the note. */
export function saveMarkerNote(id: string, note: string): Promise<ReviewExpense> {
  return note.trim() === ''
    ? api.call(reviewCalls.deleteMarkerNote, { params: { id } })
    : api.call(reviewCalls.saveMarkerNote, { params: { id, markerNote: note } });
}

export function useSaveMarkerNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => saveMarkerNote(id, note),
    onSuccess: (expense) => refreshAfterReview(queryClient, expense),
  });
}
