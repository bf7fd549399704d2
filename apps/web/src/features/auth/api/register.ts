import { accountCalls, type RegisterRequest } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

/** POST /api/v3/user/register/{token}: sets the password and opens the session. */
export function register({ token, ...body }: RegisterRequest & { token: string }) {
  return api.call(accountCalls.register, { params: { token }, body });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    meta: { notifyOnError: false },
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey, session),
  });
}
