import { accountCalls, type AuthCheckResponse, type SessionUser } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session-query-key';

/** POST /api/v3/user/privacy-policy/accept {version} */
export function acceptPrivacyPolicy(version: string): Promise<SessionUser> {
  return api.call(accountCalls.acceptPrivacyPolicy, { body: { version } });
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
