import { partnerOfferCalls, type PartnerOfferCompanyCount } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** GET /api/v3/god/partner-offers/{id}/counts: views and clicks per company, no person. */
export function getPartnerOfferCounts(id: string, signal?: AbortSignal): Promise<PartnerOfferCompanyCount[]> {
  return api.call(partnerOfferCalls.counts, { params: { id } }, { signal });
}

export function partnerOfferCountsQueryOptions(id: string) {
  return queryOptions({
    queryKey: operatorKeys.partnerOfferCounts(id),
    queryFn: ({ signal }) => getPartnerOfferCounts(id, signal),
  });
}

export function usePartnerOfferCounts(id: string | null) {
  return useQuery({ ...partnerOfferCountsQueryOptions(id ?? ''), enabled: id !== null });
}
