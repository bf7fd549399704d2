import { type GermanyTicketBooking, germanyTicketCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketKeys } from './keys';

/** POST /api/v3/bookings/my-ticket/{id}/cancel */
export function cancelMyTicket(id: string): Promise<GermanyTicketBooking> {
  return api.call(germanyTicketCalls.cancelMine, { params: { id } });
}

export function useCancelMyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.mine() }),
  });
}
