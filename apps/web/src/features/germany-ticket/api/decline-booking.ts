import { type AdminBooking, germanyTicketCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketKeys } from './keys';

/** PATCH /api/v3/bookings/{id}/decline */
export function declineBooking({ id, reason }: { id: string; reason: string | null }): Promise<AdminBooking> {
  return api.call(germanyTicketCalls.decline, { params: { id }, body: { reason } });
}

export function useDeclineBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
