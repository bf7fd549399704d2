import { type FeatureFlagName, signInRoutes } from '@mobilo/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api, deferCall } from './api-client';

const featureFlag = deferCall(signInRoutes.featureFlag, () =>
  import('@mobilo/contract/flags/feature-flag-calls').then((calls) => calls.featureFlagCalls.get),
);

/** GET api/v3/feature-flag/{name}; any failure counts as off (spec 001 §7). Used across the app. */
export async function getFeatureFlag(name: FeatureFlagName, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await api.call(featureFlag, { params: { name } }, { signal });
    return answer.value;
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}

/** Query keys of the flags as the signed-in user's session reads them. */
export const featureFlagKeys = {
  all: ['feature-flag'] as const,
  of: (name: FeatureFlagName) => [...featureFlagKeys.all, name] as const,
};

export function featureFlagQueryOptions(name: FeatureFlagName) {
  return queryOptions({
    queryKey: featureFlagKeys.of(name),
    queryFn: ({ signal }) => getFeatureFlag(name, signal),
    staleTime: 60_000,
    meta: { notifyOnError: false },
  });
}

export function useFeatureFlag(name: FeatureFlagName) {
  return useQuery(featureFlagQueryOptions(name));
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
