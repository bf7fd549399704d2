import { accountCalls, type ForgotPasswordRequest } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /user/forgot-password: the same answer whether or not the email exists. */
export function forgotPassword(body: ForgotPasswordRequest) {
  return api.call(accountCalls.forgotPassword, { body });
}

export function useForgotPassword(options: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: forgotPassword,
    // The specification swallows these errors: nothing to tell that would not leak.
    meta: { notifyOnError: false },
    onSuccess: () => options.onSuccess?.(),
  });
}
