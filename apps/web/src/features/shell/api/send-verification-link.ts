import { cardMembershipSchema, type CardMembership } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/v3/integrations/card/onboarding/card-admin/{id}/verification-link */
export function sendVerificationLink(membershipId: string): Promise<CardMembership> {
  return apiClient.post(
    `/api/v3/integrations/card/onboarding/card-admin/${encodeURIComponent(membershipId)}/verification-link`,
    undefined,
    { schema: cardMembershipSchema },
  );
}

/** Failures stay silent (specification §8); the caller shows the success notice. */
export function useSendVerificationLink(options: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: sendVerificationLink,
    meta: { notifyOnError: false },
    onSuccess: options.onSuccess,
  });
}
