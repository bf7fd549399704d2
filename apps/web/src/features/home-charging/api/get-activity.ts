import { type ChargingActivity, homeChargingCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** GET /api/v3/home-charging/activities/{id} */
export function getActivity(id: string, signal?: AbortSignal): Promise<ChargingActivity> {
  return api.call(homeChargingCalls.activity, { params: { id } }, { signal });
}

export function activityQueryOptions(id: string) {
  return queryOptions({ queryKey: chargingKeys.activity(id), queryFn: ({ signal }) => getActivity(id, signal) });
}

export function useActivity(id: string) {
  return useQuery(activityQueryOptions(id));
}
