import { cardMemberCalls, type CardMember } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardMemberKeys } from './keys';
import { updateMemberInList } from './update-member-in-list';

/** POST /api/v3/card/members/{userId}/verification-link */
export function sendMemberVerificationLink(userId: string): Promise<CardMember> {
  return api.call(cardMemberCalls.sendVerificationLink, { params: { userId } });
}

export function useSendMemberVerificationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMemberVerificationLink,
    onSuccess: (member) => updateMemberInList(queryClient, member),
    // A refusal (the card changed meanwhile, the issuer answered otherwise) shows the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: cardMemberKeys.list() }),
  });
}
