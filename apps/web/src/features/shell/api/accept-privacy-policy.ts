import { acceptPrivacyPolicyResponseSchema, type AuthCheckResponse, type SessionUser } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session-query-key';

/** POST /api/v3/user/privacy-policy/accept {version} */
export function acceptPrivacyPolicy(version: string): Promise<SessionUser> {
  return apiClient.post(
    '/api/v3/user/privacy-policy/accept',
    { version },
    { schema: acceptPrivacyPolicyResponseSchema },
  );
}

/** The session shows the acceptance at once, which closes the dialog. */
export function useAcceptPrivacyPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPrivacyPolicy,
    onSuccess: (user) => {
      queryClient.setQueryData<AuthCheckResponse>(sessionQueryKey, (session) =>
        session ? { ...session, user } : session,
      );
    },
  });
}
