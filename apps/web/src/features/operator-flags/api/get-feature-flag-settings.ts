import { featureFlagSettingsResponseSchema, type FeatureFlagSettingsResponse } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const featureFlagSettingsKey = ['feature-flag-settings'] as const;

/** GET api/v3/feature-flag?companyId=: the defaults and, with a company, its own values. */
export function getFeatureFlagSettings(
  companyId: string | null,
  signal?: AbortSignal,
): Promise<FeatureFlagSettingsResponse> {
  return apiClient.get('/api/v3/feature-flag', {
    query: { companyId: companyId ?? undefined },
    schema: featureFlagSettingsResponseSchema,
    signal,
  });
}

export function featureFlagSettingsQueryOptions(companyId: string | null) {
  return queryOptions({
    queryKey: [...featureFlagSettingsKey, companyId] as const,
    queryFn: ({ signal }) => getFeatureFlagSettings(companyId, signal),
  });
}

export function useFeatureFlagSettings(companyId: string | null) {
  return useQuery(featureFlagSettingsQueryOptions(companyId));
}
