import { type AdminBooking, germanyTicketCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketKeys } from './keys';

/** POST /api/v3/bookings/{id}/ticket: the ticket file (PDF or image) for the employee. */
export function uploadTicket({ id, file }: { id: string; file: File }): Promise<AdminBooking> {
  return api.call(germanyTicketCalls.uploadTicket, { params: { id }, file });
}

export function useUploadTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
