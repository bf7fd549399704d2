import { firstScreenRoutes } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, deferCall } from '../../../lib/api-client';
import { restoreVisitorLanguage } from '../../../lib/i18n';

const logoutCall = deferCall(firstScreenRoutes.logout, () =>
  import('@mobilo/contract/auth/auth-calls').then((calls) => calls.authCalls.logout),
);

/** GET /auth/logout: ends the session on the server. */
export function logout(): Promise<{ loggedOut: true }> {
  return api.call(logoutCall);
}

export function useLogout(options: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // Nothing cached for this user may be shown to the next one.
      queryClient.clear();
      void restoreVisitorLanguage();
      options.onSettled?.();
    },
  });
}
