import { type PersonioRun, personioCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** POST /integrations/personio/sync: the run starts; the runs list follows it. */
export function syncPersonio(): Promise<PersonioRun> {
  return api.call(personioCalls.sync, {});
}

export function useSyncPersonio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncPersonio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.runs() }),
  });
}
