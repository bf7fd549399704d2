import { changePasswordResponseSchema, type ChangePasswordRequest } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /user/change-password */
export function changePassword(body: ChangePasswordRequest) {
  return apiClient.post('/user/change-password', body, { schema: changePasswordResponseSchema });
}

export function useChangePassword() {
  // The dialog shows a wrong current password on its field; other errors as toasts.
  return useMutation({ mutationFn: changePassword, meta: { notifyOnError: false } });
}
