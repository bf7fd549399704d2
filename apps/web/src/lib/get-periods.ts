import { type Period, periodCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const periodsQueryKey = ['periods'] as const;

/** GET /period: every period of the signed-in user's company. */
export function getPeriods(signal?: AbortSignal): Promise<Period[]> {
  return api.call(periodCalls.list, {}, { signal });
}

export function periodsQueryOptions() {
  return queryOptions({
    queryKey: periodsQueryKey,
    queryFn: ({ signal }) => getPeriods(signal),
    refetchInterval: 5000,
  });
}

export function usePeriods() {
  return useQuery(periodsQueryOptions());
}
