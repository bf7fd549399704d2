import { type ChargingListQuery, homeChargingCalls, type ListActivitiesResponse } from '@mobilo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** GET /api/v3/home-charging/activities */
export function listActivities(query: ChargingListQuery, signal?: AbortSignal): Promise<ListActivitiesResponse> {
  return api.call(homeChargingCalls.activities, { query }, { signal });
}

export function activitiesQueryOptions(query: ChargingListQuery) {
  return queryOptions({
    queryKey: chargingKeys.activityList(query),
    queryFn: ({ signal }) => listActivities(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useActivities(query: ChargingListQuery) {
  return useQuery(activitiesQueryOptions(query));
}
