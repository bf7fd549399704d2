import { type ChargingActivity, homeChargingCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activityChangedMeanwhile } from './activity-changed-meanwhile';
import { chargingKeys } from './keys';

/** PATCH /api/v3/home-charging/activities/{id}/approve */
export function approveActivity({ id, version }: { id: string; version: number }): Promise<ChargingActivity> {
  return api.call(homeChargingCalls.approveActivity, { params: { id }, body: {}, version });
}

export function useApproveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargingKeys.all }),
    meta: { changedMeanwhile: activityChangedMeanwhile(queryClient) },
  });
}
