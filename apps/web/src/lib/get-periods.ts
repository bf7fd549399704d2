import { firstScreenRoutes, type Period } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, deferCall } from './api-client';

const periods = deferCall(firstScreenRoutes.periods, () =>
  import('@mobilo/contract/periods/period-calls').then((calls) => calls.periodCalls.list),
);

export const periodsQueryKey = ['periods'] as const;

/** GET /period: every period of the signed-in user's company. */
export function getPeriods(signal?: AbortSignal): Promise<Period[]> {
  return api.call(periods, {}, { signal });
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
