import { type FeatureFlagSettingsResponse, featureFlagCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { featureFlagSettingKeys } from './keys';

/** GET api/v3/feature-flag?companyId=: the defaults and, with a company, its own values. */
export function getFeatureFlagSettings(
  companyId: string | null,
  signal?: AbortSignal,
): Promise<FeatureFlagSettingsResponse> {
  return api.call(featureFlagCalls.settings, { query: { companyId: companyId ?? undefined } }, { signal });
}

export function featureFlagSettingsQueryOptions(companyId: string | null) {
  return queryOptions({
    queryKey: featureFlagSettingKeys.of(companyId),
    queryFn: ({ signal }) => getFeatureFlagSettings(companyId, signal),
  });
}

export function useFeatureFlagSettings(companyId: string | null) {
  return useQuery(featureFlagSettingsQueryOptions(companyId));
}
