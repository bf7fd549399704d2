import { cardMemberCalls, type CardMember, type MemberCard } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardMemberKeys } from './keys';
import { updateMemberInList } from './update-member-in-list';

/** POST /api/v3/card/cards/{id}/block, naming the version read. */
export function blockCard(card: Pick<MemberCard, 'id' | 'version'>): Promise<CardMember> {
  return api.call(cardMemberCalls.blockCard, { params: { id: card.id }, version: card.version });
}

export function useBlockCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockCard,
    onSuccess: (member) => updateMemberInList(queryClient, member),
    // A refusal (the card changed meanwhile, the issuer answered otherwise) shows the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: cardMemberKeys.list() }),
  });
}
