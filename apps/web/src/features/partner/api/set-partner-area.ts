import { type CompanyPartnerSettings, partnerOfferCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { partnerKeys } from './keys';

/** PUT /api/v3/partner/settings: the whole area on or off for the company's employees. */
export function setPartnerArea(areaEnabled: boolean): Promise<CompanyPartnerSettings> {
  return api.call(partnerOfferCalls.setArea, { body: { areaEnabled } });
}

export function useSetPartnerArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPartnerArea,
    onSuccess: (settings) => {
      queryClient.setQueryData(partnerKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: partnerKeys.offers() });
    },
  });
}
