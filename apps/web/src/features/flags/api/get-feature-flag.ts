import { featureFlagResponseSchema, type FeatureFlagName } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET api/v3/feature-flag/{name}; any failure counts as off (specification §7). */
export async function getFeatureFlag(name: FeatureFlagName, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await apiClient.get(`/api/v3/feature-flag/${name}`, { schema: featureFlagResponseSchema, signal });
    return answer.value;
  } catch {
    return false;
  }
}

export function featureFlagQueryOptions(name: FeatureFlagName) {
  return queryOptions({
    queryKey: ['feature-flag', name] as const,
    queryFn: ({ signal }) => getFeatureFlag(name, signal),
    staleTime: 60_000,
    meta: { notifyOnError: false },
  });
}

export function useFeatureFlag(name: FeatureFlagName) {
  return useQuery(featureFlagQueryOptions(name));
}
