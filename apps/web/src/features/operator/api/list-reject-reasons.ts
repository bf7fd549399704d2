import { operatorCalls, type RejectReason } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** GET /god/reject-reason: every reason by ranking, inactive ones included. */
export function listRejectReasons(signal?: AbortSignal): Promise<RejectReason[]> {
  return api.call(operatorCalls.rejectReasons, {}, { signal });
}

export function rejectReasonsQueryOptions() {
  return queryOptions({ queryKey: operatorKeys.rejectReasons(), queryFn: ({ signal }) => listRejectReasons(signal) });
}

export function useRejectReasons() {
  return useQuery(rejectReasonsQueryOptions());
}
