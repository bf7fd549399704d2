import { cardMemberCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardMemberKeys } from './keys';

/** GET /api/v3/card/members */
export function listCardMembers(signal?: AbortSignal) {
  return api.call(cardMemberCalls.members, {}, { signal });
}

export function cardMembersQueryOptions() {
  return queryOptions({ queryKey: cardMemberKeys.list(), queryFn: ({ signal }) => listCardMembers(signal) });
}

export function useCardMembers() {
  return useQuery(cardMembersQueryOptions());
}
