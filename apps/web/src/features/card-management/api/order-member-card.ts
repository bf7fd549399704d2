import { cardMemberCalls, type CardMember } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardMemberKeys } from './keys';
import { updateMemberInList } from './update-member-in-list';

/** POST /api/v3/card/members/{userId}/cards */
export function orderMemberCard(userId: string): Promise<CardMember> {
  return api.call(cardMemberCalls.orderCard, { params: { userId } });
}

export function useOrderMemberCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderMemberCard,
    onSuccess: (member) => updateMemberInList(queryClient, member),
    // A refusal (the card changed meanwhile, the issuer answered otherwise) shows the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: cardMemberKeys.list() }),
  });
}
