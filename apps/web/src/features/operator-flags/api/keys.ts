/** Query keys of the operator's feature flag settings: the defaults (`null`) and each company's. */
export const featureFlagSettingKeys = {
  all: ['feature-flag-settings'] as const,
  of: (companyId: string | null) => [...featureFlagSettingKeys.all, companyId] as const,
};
