import { authCalls, type LoginRequest, type LoginResponse } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

/** POST /auth/login: sets the session cookie and answers like the session check. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.call(authCalls.login, { body });
}

export function useLogin(options: { onSuccess?: (response: LoginResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The form shows the errors of this call itself.
    meta: { notifyOnError: false },
    onSuccess: (response) => {
      queryClient.setQueryData(sessionQueryKey, response);
      options.onSuccess?.(response);
    },
  });
}
