import { accountCalls, type ChangePasswordRequest } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /user/change-password */
export function changePassword(body: ChangePasswordRequest) {
  return api.call(accountCalls.changePassword, { body });
}

export function useChangePassword() {
  // The dialog shows a wrong current password on its field; other errors as toasts.
  return useMutation({ mutationFn: changePassword, meta: { notifyOnError: false } });
}
