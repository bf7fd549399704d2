import { homeChargingCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** GET /api/v3/home-charging/activities/{id}/history */
export function getActivityHistory(id: string, signal?: AbortSignal) {
  return api.call(homeChargingCalls.activityHistory, { params: { id } }, { signal });
}

export function activityHistoryQueryOptions(id: string) {
  return queryOptions({ queryKey: chargingKeys.history(id), queryFn: ({ signal }) => getActivityHistory(id, signal) });
}

export function useActivityHistory(id: string) {
  return useQuery(activityHistoryQueryOptions(id));
}
