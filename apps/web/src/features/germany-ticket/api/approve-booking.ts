import { type AdminBooking, germanyTicketCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingChangedMeanwhile } from './booking-changed-meanwhile';
import { ticketKeys } from './keys';

/** PATCH /api/v3/bookings/{id}/approve */
export function approveBooking({ id, version }: { id: string; version: number }): Promise<AdminBooking> {
  return api.call(germanyTicketCalls.approve, { params: { id }, version });
}

export function useApproveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
    meta: { changedMeanwhile: bookingChangedMeanwhile(queryClient) },
  });
}
