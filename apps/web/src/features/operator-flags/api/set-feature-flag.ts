import { type FeatureFlagName, type SetFeatureFlagResponse, featureFlagCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { featureFlagKeys } from '../../../lib/feature-flags';
import { featureFlagSettingKeys } from './keys';

export interface SetFeatureFlagInput {
  name: FeatureFlagName;
  value: boolean;
  /** Null: the global default. */
  companyId: string | null;
}

/** POST api/v3/feature-flag/{name} {value, companyId} */
export function setFeatureFlag({ name, value, companyId }: SetFeatureFlagInput): Promise<SetFeatureFlagResponse> {
  return api.call(featureFlagCalls.set, { params: { name }, body: { value, companyId } });
}

/**
 * A default change touches every company's view, a company's change that company's only; the
 * flag as the operator's own session reads it may change too.
 */
export function useSetFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeatureFlag,
    onSuccess: (_answer, { name, companyId }) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: companyId ? featureFlagSettingKeys.of(companyId) : featureFlagSettingKeys.all,
        }),
        queryClient.invalidateQueries({ queryKey: featureFlagKeys.of(name) }),
      ]),
  });
}
