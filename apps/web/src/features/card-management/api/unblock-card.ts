import { cardMemberCalls, type CardMember, type MemberCard } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardMemberKeys } from './keys';
import { updateMemberInList } from './update-member-in-list';

/** POST /api/v3/card/cards/{id}/unblock, naming the version read. */
export function unblockCard(card: Pick<MemberCard, 'id' | 'version'>): Promise<CardMember> {
  return api.call(cardMemberCalls.unblockCard, { params: { id: card.id }, version: card.version });
}

export function useUnblockCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockCard,
    onSuccess: (member) => updateMemberInList(queryClient, member),
    // A refusal (the card changed meanwhile, the issuer answered otherwise) shows the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: cardMemberKeys.list() }),
  });
}
