import { type CardMembership, firstScreenRoutes } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, deferCall } from '../../../lib/api-client';

const myMembership = deferCall(firstScreenRoutes.cardMembership, () =>
  import('@mobilo/contract/card/card-calls').then((calls) => calls.cardCalls.myMembership),
);

export const cardMembershipQueryKey = ['card-membership', 'me'] as const;

/** GET /api/v3/integrations/card/membership/me. A failure leaves the membership empty, silently. */
export async function getCardMembership(signal?: AbortSignal): Promise<CardMembership | null> {
  try {
    return await api.call(myMembership, {}, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export function cardMembershipQueryOptions() {
  return queryOptions({
    queryKey: cardMembershipQueryKey,
    queryFn: ({ signal }) => getCardMembership(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCardMembership() {
  return useQuery(cardMembershipQueryOptions());
}
