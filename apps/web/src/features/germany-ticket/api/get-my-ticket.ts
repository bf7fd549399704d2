import { germanyTicketCalls, type MyTicket } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketKeys } from './keys';

/** GET /api/v3/bookings/my-ticket */
export function getMyTicket(signal?: AbortSignal): Promise<MyTicket> {
  return api.call(germanyTicketCalls.mine, {}, { signal });
}

export function myTicketQueryOptions() {
  return queryOptions({ queryKey: ticketKeys.mine(), queryFn: ({ signal }) => getMyTicket(signal) });
}

export function useMyTicket() {
  return useQuery(myTicketQueryOptions());
}
