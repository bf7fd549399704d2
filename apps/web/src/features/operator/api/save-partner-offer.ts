import { type OperatorPartnerOffer, partnerOfferCalls, type PartnerOfferInput } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

export interface SavePartnerOfferInput {
  /** Null: a new offer. */
  id: string | null;
  offer: PartnerOfferInput;
}

/** POST /api/v3/god/partner-offers, or PUT /api/v3/god/partner-offers/{id} for an offer that exists. */
export function savePartnerOffer({ id, offer }: SavePartnerOfferInput): Promise<OperatorPartnerOffer> {
  return id === null
    ? api.call(partnerOfferCalls.create, { body: offer })
    : api.call(partnerOfferCalls.update, { params: { id }, body: offer });
}

export function useSavePartnerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePartnerOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.partnerOffers() }),
    // Refusals of a field land on it; the rest show as a toast from the form's handler.
    meta: { notifyOnError: false },
  });
}
