import { type CardAllowedList, cardProgrammeCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardProgrammeKeys } from './keys';

/** GET /api/v3/card/whitelists */
export function listAllowedLists(signal?: AbortSignal): Promise<CardAllowedList[]> {
  return api.call(cardProgrammeCalls.allowedLists, {}, { signal });
}

export function allowedListsQueryOptions() {
  return queryOptions({
    queryKey: cardProgrammeKeys.allowedLists(),
    queryFn: ({ signal }) => listAllowedLists(signal),
  });
}

export function useAllowedLists() {
  return useQuery(allowedListsQueryOptions());
}
