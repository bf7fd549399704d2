import { managementCalls, type ManagementPeriod } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managementPeriodsKey } from './period-query-keys';

/** Spec §4: the periods are polled so that another reviewer's close or invoice shows up. */
export const periodPollInterval = 5000;

/** GET /management/period: the company's periods, newest first, with their checked share. */
export function getManagementPeriods(signal?: AbortSignal): Promise<ManagementPeriod[]> {
  return api.call(managementCalls.periods, undefined, { signal });
}

export function managementPeriodsQueryOptions() {
  return queryOptions({
    queryKey: managementPeriodsKey,
    queryFn: ({ signal }) => getManagementPeriods(signal),
    refetchInterval: periodPollInterval,
  });
}

export function useManagementPeriods() {
  return useQuery(managementPeriodsQueryOptions());
}
