import { type ChargingActivity, homeChargingCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activityChangedMeanwhile } from './activity-changed-meanwhile';
import { chargingKeys } from './keys';

/** PATCH /api/v3/home-charging/activities/{id}/reject: with the reason the employee reads. */
export function rejectActivity({
  id,
  version,
  reason,
}: {
  id: string;
  version: number;
  reason: string;
}): Promise<ChargingActivity> {
  return api.call(homeChargingCalls.rejectActivity, { params: { id }, body: { reason }, version });
}

export function useRejectActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargingKeys.all }),
    meta: { changedMeanwhile: activityChangedMeanwhile(queryClient) },
  });
}
