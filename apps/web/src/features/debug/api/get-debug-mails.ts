import { type DebugMailsResponse, debugCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { debugKeys } from './keys';

/** GET /api/debug/mails: the outbox (not on production). */
export function getDebugMails(signal?: AbortSignal): Promise<DebugMailsResponse> {
  return api.call(debugCalls.mails, {}, { signal });
}

export function debugMailsQueryOptions() {
  return queryOptions({
    queryKey: debugKeys.mails(),
    queryFn: ({ signal }) => getDebugMails(signal),
    refetchInterval: 5000,
    meta: { notifyOnError: false },
  });
}

export function useDebugMails() {
  return useQuery(debugMailsQueryOptions());
}
