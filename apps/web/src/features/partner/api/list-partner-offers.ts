import { partnerOfferCalls, type PartnerOfferCategory, type PartnerOffersResponse } from '@mobilo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { partnerKeys } from './keys';

/** GET /api/v3/partner/offers?category */
export function listPartnerOffers(
  category: PartnerOfferCategory | null,
  signal?: AbortSignal,
): Promise<PartnerOffersResponse> {
  return api.call(partnerOfferCalls.list, { query: category ? { category } : {} }, { signal });
}

export function partnerOffersQueryOptions(category: PartnerOfferCategory | null) {
  return queryOptions({
    queryKey: partnerKeys.offerList(category),
    queryFn: ({ signal }) => listPartnerOffers(category, signal),
    // Another category keeps the cards on screen while its offers load.
    placeholderData: keepPreviousData,
    // The page shows its own error state with a retry.
    meta: { notifyOnError: false },
  });
}

export function usePartnerOffers(category: PartnerOfferCategory | null) {
  return useQuery(partnerOffersQueryOptions(category));
}
