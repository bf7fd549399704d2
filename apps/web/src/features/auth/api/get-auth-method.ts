import { authMethodResponseSchema, type AuthMethodResponse } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /auth/method?email=: LOCAL (ask for the password) or where to sign in instead. */
export function getAuthMethod(email: string): Promise<AuthMethodResponse> {
  return apiClient.get('/auth/method', { query: { email }, schema: authMethodResponseSchema });
}

/** Asked once per email when the visitor moves on, hence a mutation rather than a cached query. */
export function useAuthMethod() {
  return useMutation({
    mutationFn: getAuthMethod,
    // A failed lookup simply asks for the password.
    meta: { notifyOnError: false },
  });
}
