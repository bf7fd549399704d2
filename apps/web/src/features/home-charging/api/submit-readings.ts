import { type ChargingActivity, homeChargingCalls, type SubmitReadings } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** POST /api/v3/home-charging/my-activities: a month's two meter readings. */
export function submitReadings(body: SubmitReadings): Promise<ChargingActivity> {
  return api.call(homeChargingCalls.submitReadings, { body });
}

export function useSubmitReadings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReadings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargingKeys.all }),
  });
}
