import { exportWarningsResponseSchema, type ExportWarning, type PeriodString } from '@mobilo/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { exportWarningsKey } from './period-query-keys';

/** GET /api/v3/management/period/{period}/export/warnings */
export function getExportWarnings(period: PeriodString, signal?: AbortSignal): Promise<ExportWarning[]> {
  return apiClient.get(`/api/v3/management/period/${encodeURIComponent(period)}/export/warnings`, {
    schema: exportWarningsResponseSchema,
    signal,
  });
}

export function exportWarningsQueryOptions(period: PeriodString) {
  return queryOptions({
    queryKey: exportWarningsKey(period),
    queryFn: ({ signal }) => getExportWarnings(period, signal),
    // Asked right before each export: what was true a minute ago may not be now.
    staleTime: 0,
    meta: { notifyOnError: false },
  });
}
