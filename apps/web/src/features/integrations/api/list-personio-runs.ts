import { type PersonioRun, personioCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** GET /integrations/personio/runs: the last runs, newest first. */
export function listPersonioRuns(signal?: AbortSignal): Promise<{ runs: PersonioRun[] }> {
  return api.call(personioCalls.runs, {}, { signal });
}

/** While a run is going, the list is read again every two seconds. */
export function personioRunsQueryOptions() {
  return queryOptions({
    queryKey: integrationKeys.runs(),
    queryFn: ({ signal }) => listPersonioRuns(signal),
    refetchInterval: (query) => (query.state.data?.runs.some((run) => run.status === 'RUNNING') ? 2_000 : false),
  });
}

export function usePersonioRuns(enabled: boolean) {
  return useQuery({ ...personioRunsQueryOptions(), enabled });
}
