import { type AuthMethodResponse, ssoCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /auth/method?email=: LOCAL (ask for the password) or where to sign in instead. */
export function getAuthMethod(email: string): Promise<AuthMethodResponse> {
  return api.call(ssoCalls.method, { query: { email } });
}

/** Asked once per email when the visitor moves on, hence a mutation rather than a cached query. */
export function useAuthMethod() {
  return useMutation({
    mutationFn: getAuthMethod,
    // A failed lookup simply asks for the password.
    meta: { notifyOnError: false },
  });
}
