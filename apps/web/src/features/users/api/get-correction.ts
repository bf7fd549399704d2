import { userBudgetCalls, type UserCorrectionResponse } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /user/{id}/corrections/{period}: the period's one-time correction, or null. */
export function getCorrection(id: string, month: string, signal?: AbortSignal): Promise<UserCorrectionResponse> {
  return api.call(userBudgetCalls.getCorrection, { params: { id, period: month } }, { signal });
}

export function correctionQueryOptions(id: string, month: string) {
  return queryOptions({
    queryKey: userKeys.correction(id, month),
    queryFn: ({ signal }) => getCorrection(id, month, signal),
  });
}

export function useCorrection(id: string, month: string) {
  return useQuery(correctionQueryOptions(id, month));
}
