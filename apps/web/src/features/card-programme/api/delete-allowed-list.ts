import { cardProgrammeCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardProgrammeKeys } from './keys';

/** DELETE /api/v3/card/whitelists/{id}: refused (409) while a plan uses the list. */
export function deleteAllowedList(id: string): Promise<null> {
  return api.call(cardProgrammeCalls.deleteAllowedList, { params: { id } });
}

export function useDeleteAllowedList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllowedList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardProgrammeKeys.allowedLists() }),
  });
}
