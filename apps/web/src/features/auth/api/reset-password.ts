import { accountCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /user/reset-password/{token} */
export function resetPassword({ token, password }: { token: string; password: string }) {
  return api.call(accountCalls.resetPassword, { params: { token }, body: { password } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { notifyOnError: false } });
}
