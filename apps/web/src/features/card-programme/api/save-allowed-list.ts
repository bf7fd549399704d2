import { type CardAllowedList, type CardAllowedListRequest, cardProgrammeCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allowedListChangedMeanwhile } from './allowed-list-changed-meanwhile';
import { cardProgrammeKeys } from './keys';

/** POST /api/v3/card/whitelists, or PUT /api/v3/card/whitelists/{id} naming the version read in the body. */
export function saveAllowedList({
  id,
  body,
}: {
  id: string | null;
  body: CardAllowedListRequest;
}): Promise<CardAllowedList> {
  return id === null
    ? api.call(cardProgrammeCalls.createAllowedList, { body })
    : api.call(cardProgrammeCalls.updateAllowedList, { params: { id }, body });
}

export function useSaveAllowedList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAllowedList,
    // A renamed list shows under its new name in the plans as well.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardProgrammeKeys.all }),
    meta: { changedMeanwhile: allowedListChangedMeanwhile(queryClient) },
  });
}
