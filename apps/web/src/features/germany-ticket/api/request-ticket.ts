import { type GermanyTicketBooking, germanyTicketCalls, type RequestTicket } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketKeys } from './keys';

/** POST /api/v3/bookings/my-ticket */
export function requestTicket(body: RequestTicket): Promise<GermanyTicketBooking> {
  return api.call(germanyTicketCalls.request, { body });
}

export function useRequestTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.mine() }),
  });
}
