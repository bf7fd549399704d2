import { type MLoginLinkResponse, ssoCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session-query-key';

/** GET /auth/m-login/connect/WEB: where the user confirms the link at the city login. */
export function connectCityLogin(): Promise<MLoginLinkResponse> {
  return api.call(ssoCalls.connectCityLogin);
}

/** GET /auth/m-login/disconnect/WEB */
export function disconnectCityLogin(): Promise<MLoginLinkResponse> {
  return api.call(ssoCalls.disconnectCityLogin);
}

/** Connect leaves for the provider; disconnect reloads the session (specification §4). */
export function useLinkCityLogin(options: { onDisconnected: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connect: boolean) => (connect ? connectCityLogin() : disconnectCityLogin()),
    onSuccess: async (answer, connect) => {
      if (connect) {
        window.location.assign(answer.redirectUrl);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      options.onDisconnected();
    },
  });
}
