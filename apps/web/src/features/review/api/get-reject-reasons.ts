import { type RejectReason, reviewCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rejectReasonsKey } from './period-query-keys';

/** GET /api/v3/expenses/rejectReasons: every reason of the product, with its ranking. */
export function getRejectReasons(signal?: AbortSignal): Promise<RejectReason[]> {
  return api.call(reviewCalls.rejectReasons, undefined, { signal });
}

/** Only active reasons may be chosen; the list shows them by ranking. */
export function choosableRejectReasons(reasons: readonly RejectReason[]): RejectReason[] {
  return reasons.filter((reason) => reason.active).sort((a, b) => a.ranking - b.ranking);
}

export function rejectReasonsQueryOptions() {
  return queryOptions({
    queryKey: rejectReasonsKey,
    queryFn: ({ signal }) => getRejectReasons(signal),
    // The operator changes them rarely.
    staleTime: 10 * 60_000,
    select: choosableRejectReasons,
  });
}

export function useRejectReasons(enabled = true) {
  return useQuery({ ...rejectReasonsQueryOptions(), enabled });
}
