import { isDownloadPending, type PeriodString, taxExportCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadsPollMs, downloadsQueryKey } from './list-downloads';

/** Under the downloads key, so that a new export or an import refreshes the period's history. */
export const periodExportsKey = (period: PeriodString) => [...downloadsQueryKey, 'period', period] as const;

/** GET /api/v3/management/period/{period}/export/status: the period's exports, newest first. */
export function periodExportsQueryOptions(period: PeriodString) {
  return queryOptions({
    queryKey: periodExportsKey(period),
    queryFn: ({ signal }) => api.call(taxExportCalls.status, { params: { period } }, { signal }),
    refetchInterval: (query) => (query.state.data?.downloads.some(isDownloadPending) ? downloadsPollMs : false),
    meta: { notifyOnError: false },
  });
}

export function usePeriodExports(period: PeriodString, enabled: boolean) {
  return useQuery({ ...periodExportsQueryOptions(period), enabled });
}
