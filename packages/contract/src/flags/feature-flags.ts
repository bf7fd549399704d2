import { z } from 'zod';

/** The flags of spec 001 §6. */
export const featureFlagNames = [
  'MAINTENANCE',
  'CARD',
  'GERMANY_TICKET',
  'CARD_PAYROLL_EXPORT',
  'CITY_LOGIN',
  'DOWNLOAD_CENTER',
  'DOWNLOAD_COMPANY_DATA',
  'HOME_CHARGING',
  'HOME_CHARGING_CONTRACTS',
] as const;
export const featureFlagNameSchema = z.enum(featureFlagNames);
export type FeatureFlagName = z.infer<typeof featureFlagNameSchema>;

export function isFeatureFlagName(value: string): value is FeatureFlagName {
  return (featureFlagNames as readonly string[]).includes(value);
}

/** GET api/v3/feature-flag/{name}: unknown names are simply off. */
export const featureFlagParamsSchema = z.strictObject({ name: z.string().max(100) });
export const featureFlagResponseSchema = z.object({ name: z.string(), value: z.boolean() }).meta({ id: 'FeatureFlag' });
export type FeatureFlagResponse = z.infer<typeof featureFlagResponseSchema>;

/**
 * POST api/v3/feature-flag/{name}: the operator sets a flag. Without `companyId` (or with null)
 * the global default changes; with it, that company's own value.
 */
export const setFeatureFlagParamsSchema = z.strictObject({ name: featureFlagNameSchema });
export const setFeatureFlagRequestSchema = z.strictObject({
  value: z.boolean(),
  companyId: z.uuid().nullable().optional(),
});
export type SetFeatureFlagRequest = z.infer<typeof setFeatureFlagRequestSchema>;
export const setFeatureFlagResponseSchema = z
  .object({ name: featureFlagNameSchema, value: z.boolean(), companyId: z.uuid().nullable() })
  .meta({ id: 'FeatureFlagSetting' });
export type SetFeatureFlagResponse = z.infer<typeof setFeatureFlagResponseSchema>;

/**
 * GET api/v3/feature-flag (the operator): every flag with the global default and, with
 * `companyId`, that company's own value and what applies to it. Null: no value set.
 */
export const featureFlagSettingsQuerySchema = z.strictObject({ companyId: z.uuid().optional() });
export type FeatureFlagSettingsQuery = z.infer<typeof featureFlagSettingsQuerySchema>;
export const featureFlagSettingSchema = z
  .object({
    name: featureFlagNameSchema,
    defaultValue: z.boolean().nullable(),
    companyValue: z.boolean().nullable(),
    /** What applies: the company's own value, else the default, else off. */
    value: z.boolean(),
  })
  .meta({ id: 'FeatureFlagOverview' });
export type FeatureFlagSetting = z.infer<typeof featureFlagSettingSchema>;
export const featureFlagSettingsResponseSchema = z.object({
  companyId: z.uuid().nullable(),
  flags: z.array(featureFlagSettingSchema),
});
export type FeatureFlagSettingsResponse = z.infer<typeof featureFlagSettingsResponseSchema>;

/** The effective value: the company's own, else the global default, else off. */
export function effectiveFlagValue(defaultValue: boolean | null, companyValue: boolean | null): boolean {
  return companyValue ?? defaultValue ?? false;
}
