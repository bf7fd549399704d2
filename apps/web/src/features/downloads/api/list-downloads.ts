import { type Download, downloadCalls, isDownloadPending } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadsQueryKey } from '../../../lib/downloads-query-key';

/** How often the list is asked again while a file is still being made. */
export const downloadsPollMs = 2000;

export { downloadsQueryKey };

/** GET /api/v3/downloads: the company's generated files, newest first. */
export function listDownloads(signal?: AbortSignal): Promise<Download[]> {
  return api.call(downloadCalls.list, undefined, { signal });
}

export function downloadsQueryOptions() {
  return queryOptions({
    queryKey: downloadsQueryKey,
    queryFn: ({ signal }) => listDownloads(signal),
    // An export started elsewhere must show at once when the page opens.
    staleTime: 0,
    // Poll only while something is queued or running; a finished list stays put.
    refetchInterval: (query) => (query.state.data?.some(isDownloadPending) ? downloadsPollMs : false),
    meta: { notifyOnError: false },
  });
}

export function useDownloads() {
  return useQuery(downloadsQueryOptions());
}
