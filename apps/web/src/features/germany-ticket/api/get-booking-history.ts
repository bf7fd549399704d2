import { type BookingHistory, germanyTicketCalls } from '@mobilo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketKeys } from './keys';

/** GET /api/v3/bookings/{id}/history */
export function getBookingHistory(id: string, signal?: AbortSignal): Promise<BookingHistory> {
  return api.call(germanyTicketCalls.history, { params: { id } }, { signal });
}

export function useBookingHistory(id: string | null) {
  return useQuery({
    queryKey: ticketKeys.history(id ?? ''),
    queryFn: ({ signal }) => getBookingHistory(id!, signal),
    enabled: id !== null,
  });
}
