import { type GermanyTicketOffer, germanyTicketCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketKeys } from './keys';

/** GET /api/v3/bookings/offer */
export function getOffer(signal?: AbortSignal): Promise<GermanyTicketOffer> {
  return api.call(germanyTicketCalls.offer, {}, { signal });
}

export function offerQueryOptions() {
  return queryOptions({ queryKey: ticketKeys.offer(), queryFn: ({ signal }) => getOffer(signal) });
}

export function useOffer() {
  return useQuery(offerQueryOptions());
}
