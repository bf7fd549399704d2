import { type ExportWarning, type PeriodString, taxExportCalls } from '@mobilo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { exportWarningsKey } from './period-query-keys';

/** GET /api/v3/management/period/{period}/export/warnings */
export function getExportWarnings(period: PeriodString, signal?: AbortSignal): Promise<ExportWarning[]> {
  return api.call(taxExportCalls.warnings, { params: { period } }, { signal });
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
