import { type CompanyPartnerSettings, partnerOfferCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { partnerKeys } from './keys';

/** PUT /api/v3/partner/settings/offers/{id}: one offer on or off for the company. */
export function setPartnerOffer({ id, enabled }: { id: string; enabled: boolean }): Promise<CompanyPartnerSettings> {
  return api.call(partnerOfferCalls.setOffer, { params: { id }, body: { enabled } });
}

export function useSetPartnerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPartnerOffer,
    onSuccess: (settings) => {
      queryClient.setQueryData(partnerKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: partnerKeys.offers() });
    },
  });
}
