import { partnerOfferCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** DELETE /api/v3/god/partner-offers/{id} */
export function deletePartnerOffer(id: string): Promise<{ id: string; partner: string }> {
  return api.call(partnerOfferCalls.remove, { params: { id } });
}

export function useDeletePartnerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartnerOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.partnerOffers() }),
  });
}
