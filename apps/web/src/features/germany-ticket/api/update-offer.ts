import { type GermanyTicketOffer, germanyTicketCalls, type UpdateGermanyTicketOfferRequest } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketKeys } from './keys';

/** PUT /api/v3/bookings/offer */
export function updateOffer(body: UpdateGermanyTicketOfferRequest): Promise<GermanyTicketOffer> {
  return api.call(germanyTicketCalls.updateOffer, { body });
}

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffer,
    onSuccess: async (offer) => {
      queryClient.setQueryData(ticketKeys.offer(), offer);
      // The splits shown per booking follow the offer.
      await queryClient.invalidateQueries({ queryKey: ticketKeys.bookings() });
    },
  });
}
