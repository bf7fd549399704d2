import { homeChargingCalls, type MyActivities } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** GET /api/v3/home-charging/my-activities */
export function getMyActivities(signal?: AbortSignal): Promise<MyActivities> {
  return api.call(homeChargingCalls.myActivities, {}, { signal });
}

export function myActivitiesQueryOptions() {
  return queryOptions({ queryKey: chargingKeys.mine(), queryFn: ({ signal }) => getMyActivities(signal) });
}

export function useMyActivities() {
  return useQuery(myActivitiesQueryOptions());
}
