import { isDownloadPending, listDownloadsResponseSchema, type Download } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** How often the list is asked again while a file is still being made. */
export const downloadsPollMs = 2000;

export const downloadsQueryKey = ['downloads'] as const;

/** GET /api/v3/downloads: the company's generated files, newest first. */
export function listDownloads(signal?: AbortSignal): Promise<Download[]> {
  return apiClient.get('/api/v3/downloads', { schema: listDownloadsResponseSchema, signal });
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
