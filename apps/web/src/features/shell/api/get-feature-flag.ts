import { featureFlagResponseSchema, type FeatureFlagName } from '@mobilo/contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET api/v3/feature-flag/{name}. Any failure means the flag is off. */
export async function getFeatureFlag(name: FeatureFlagName, signal?: AbortSignal): Promise<boolean> {
  try {
    const flag = await apiClient.get(`/api/v3/feature-flag/${encodeURIComponent(name)}`, {
      schema: featureFlagResponseSchema,
      signal,
    });
    return flag.value;
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}

export function featureFlagQueryOptions(name: FeatureFlagName) {
  return queryOptions({
    queryKey: ['feature-flag', name] as const,
    queryFn: ({ signal }) => getFeatureFlag(name, signal),
    staleTime: 5 * 60_000,
  });
}

/** Several flags at once: `flags` holds those loaded so far, `isPending` until all have answered. */
export function useFeatureFlags<const N extends FeatureFlagName>(names: readonly N[]) {
  return useQueries({
    queries: names.map((name) => featureFlagQueryOptions(name)),
    combine: (results) => ({
      flags: Object.fromEntries(names.map((name, i) => [name, results[i]?.data === true])) as Record<N, boolean>,
      isPending: results.some((result) => result.isPending),
    }),
  });
}
