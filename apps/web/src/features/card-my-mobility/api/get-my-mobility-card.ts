import { cardMyMobilityCalls, type MyMobilityCard } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myMobilityCardKeys } from './keys';

/** GET /api/v3/card/my-mobility */
export function getMyMobilityCard(signal?: AbortSignal): Promise<MyMobilityCard> {
  return api.call(cardMyMobilityCalls.myMobility, {}, { signal });
}

export function myMobilityCardQueryOptions() {
  return queryOptions({ queryKey: myMobilityCardKeys.mine(), queryFn: ({ signal }) => getMyMobilityCard(signal) });
}

export function useMyMobilityCard() {
  return useQuery(myMobilityCardQueryOptions());
}
