import { germanyTicketCalls, type ListBookingsQuery, type ListBookingsResponse } from '@mobilo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketKeys } from './keys';

/** GET /api/v3/bookings?status&month&search */
export function listBookings(query: ListBookingsQuery, signal?: AbortSignal): Promise<ListBookingsResponse> {
  return api.call(germanyTicketCalls.list, { query }, { signal });
}

export function bookingsQueryOptions(query: ListBookingsQuery) {
  return queryOptions({
    queryKey: ticketKeys.bookingList(query),
    queryFn: ({ signal }) => listBookings(query, signal),
    // The list stays while a new filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useBookings(query: ListBookingsQuery) {
  return useQuery(bookingsQueryOptions(query));
}
