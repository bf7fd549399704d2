import { cardCalls, type CardMembership } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/v3/integrations/card/onboarding/card-admin/{id}/verification-link */
export function sendVerificationLink(membershipId: string): Promise<CardMembership> {
  return api.call(cardCalls.sendVerificationLink, { params: { id: membershipId } });
}

/** Failures stay silent (specification §8); the caller shows the success notice. */
export function useSendVerificationLink(options: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: sendVerificationLink,
    meta: { notifyOnError: false },
    onSuccess: options.onSuccess,
  });
}
