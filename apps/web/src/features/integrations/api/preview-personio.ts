import { type PersonioRun, personioCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** POST /integrations/personio/preview: what a sync would do, nothing written. */
export function previewPersonio(): Promise<PersonioRun> {
  return api.call(personioCalls.preview, {});
}

export function usePreviewPersonio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: previewPersonio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.runs() }),
  });
}
