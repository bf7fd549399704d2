import { type PersonioIntegration, personioCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session-query-key';
import { integrationKeys } from './keys';

/** DELETE /integrations/personio: the credentials go, the users stay. */
export function disconnectPersonio(): Promise<PersonioIntegration> {
  return api.call(personioCalls.disconnect, {});
}

export function useDisconnectPersonio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectPersonio,
    onSuccess: (integration) => {
      queryClient.setQueryData(integrationKeys.personio(), integration);
      // The session says whether Personio keeps the users; the users pages warn by it.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
