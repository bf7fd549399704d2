import { type AdminBooking, germanyTicketCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingChangedMeanwhile } from './booking-changed-meanwhile';
import { ticketKeys } from './keys';

/** PATCH /api/v3/bookings/{id}/decline */
export function declineBooking({
  id,
  version,
  reason,
}: {
  id: string;
  version: number;
  reason: string | null;
}): Promise<AdminBooking> {
  return api.call(germanyTicketCalls.decline, { params: { id }, body: { reason }, version });
}

export function useDeclineBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
    meta: { changedMeanwhile: bookingChangedMeanwhile(queryClient) },
  });
}
