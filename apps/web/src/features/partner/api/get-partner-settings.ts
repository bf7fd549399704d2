import { type CompanyPartnerSettings, partnerOfferCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { partnerKeys } from './keys';

/** GET /api/v3/partner/settings: every current offer the company's employees could see, with its switch. */
export function getPartnerSettings(signal?: AbortSignal): Promise<CompanyPartnerSettings> {
  return api.call(partnerOfferCalls.settings, {}, { signal });
}

export function partnerSettingsQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.settings(),
    queryFn: ({ signal }) => getPartnerSettings(signal),
    meta: { notifyOnError: false },
  });
}

export function usePartnerSettings(enabled: boolean) {
  return useQuery({ ...partnerSettingsQueryOptions(), enabled });
}
