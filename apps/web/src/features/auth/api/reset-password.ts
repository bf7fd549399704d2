import { resetPasswordResponseSchema } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /user/reset-password/{token} */
export function resetPassword({ token, password }: { token: string; password: string }) {
  return apiClient.post(
    `/user/reset-password/${encodeURIComponent(token)}`,
    { password },
    { schema: resetPasswordResponseSchema },
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { notifyOnError: false } });
}
