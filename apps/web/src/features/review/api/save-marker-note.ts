import { type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewChangedMeanwhile } from './review-changed-meanwhile';
import { refreshAfterReview } from './refresh-audit';

/** PATCH /v2/expenses/{id}/markerNote/{note}; without a note (blank) it deletes the note. */
export function saveMarkerNote(id: string, version: number, note: string): Promise<ReviewExpense> {
  return note.trim() === ''
    ? api.call(reviewCalls.deleteMarkerNote, { params: { id }, version })
    : api.call(reviewCalls.saveMarkerNote, { params: { id, markerNote: note }, version });
}

export function useSaveMarkerNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, note }: { id: string; version: number; note: string }) =>
      saveMarkerNote(id, version, note),
    onSuccess: (expense) => refreshAfterReview(queryClient, expense),
    meta: { changedMeanwhile: reviewChangedMeanwhile(queryClient) },
  });
}
