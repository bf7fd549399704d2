import { debugMailsResponseSchema, type DebugMailsResponse } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /api/debug/mails: the outbox (not on production). */
export function getDebugMails(signal?: AbortSignal): Promise<DebugMailsResponse> {
  return apiClient.get('/api/debug/mails', { schema: debugMailsResponseSchema, signal });
}

export function debugMailsQueryOptions() {
  return queryOptions({
    queryKey: ['debug', 'mails'] as const,
    queryFn: ({ signal }) => getDebugMails(signal),
    refetchInterval: 5000,
    meta: { notifyOnError: false },
  });
}

export function useDebugMails() {
  return useQuery(debugMailsQueryOptions());
}
