import { type ConnectPersonioForm, type PersonioIntegration, personioCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session-query-key';
import { integrationKeys } from './keys';

/** PUT /integrations/personio: tried against Personio before it is stored. */
export function connectPersonio(body: ConnectPersonioForm): Promise<PersonioIntegration> {
  return api.call(personioCalls.connect, { body });
}

export function useConnectPersonio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectPersonio,
    onSuccess: (integration) => {
      queryClient.setQueryData(integrationKeys.personio(), integration);
      // The session says whether Personio keeps the users; the users pages warn by it.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
