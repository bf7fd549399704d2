import { type OperatorPartnerOffer, partnerOfferCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** GET /api/v3/god/partner-offers: every offer with its views and clicks over all companies. */
export function listOperatorPartnerOffers(signal?: AbortSignal): Promise<OperatorPartnerOffer[]> {
  return api.call(partnerOfferCalls.operatorList, {}, { signal });
}

export function operatorPartnerOffersQueryOptions() {
  return queryOptions({
    queryKey: operatorKeys.partnerOffers(),
    queryFn: ({ signal }) => listOperatorPartnerOffers(signal),
  });
}

export function useOperatorPartnerOffers() {
  return useQuery(operatorPartnerOffersQueryOptions());
}
