import { type OperatorCardResponse, operatorCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** GET /god/card */
export function getCardOverview(signal?: AbortSignal): Promise<OperatorCardResponse> {
  return api.call(operatorCalls.card, {}, { signal });
}

export function cardOverviewQueryOptions() {
  return queryOptions({ queryKey: operatorKeys.card(), queryFn: ({ signal }) => getCardOverview(signal) });
}

export function useCardOverview() {
  return useQuery(cardOverviewQueryOptions());
}
