import { type ChargingActivity, homeChargingCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

export type ReadingKind = 'start' | 'end';

/** POST /api/v3/home-charging/my-activities/{id}/start-photo or /end-photo: the meter's photo. */
export function uploadReadingPhoto({
  id,
  kind,
  file,
}: {
  id: string;
  kind: ReadingKind;
  file: File;
}): Promise<ChargingActivity> {
  const call = kind === 'start' ? homeChargingCalls.uploadStartPhoto : homeChargingCalls.uploadEndPhoto;
  return api.call(call, { params: { id }, file });
}

export function useUploadReadingPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReadingPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargingKeys.all }),
  });
}
