import { z } from 'zod';
import { isDatevClientNumber, isDatevConsultantNumber, isLohnUndGehaltWageType } from './datev-numbers';

/**
 * The company's payroll export settings (page Tax configuration, DECISIONS "Tax treatment and
 * payroll export"): DATEV consultant and client numbers, the net-wage switch (TAX13 bucket) and,
 * per tax category, the wage type the amounts are booked on.
 *
 * GET /api/v3/settings/tax-configuration  -> TaxConfiguration
 * PUT /api/v3/settings/tax-configuration  (UpdateTaxConfigurationRequest) -> TaxConfiguration
 * GET /settings/taxbudget keeps answering the raw buckets (spec 001 §7).
 */

/** The tax categories a billable expense falls into, in the order the budget covers them. */
export const taxCategories = ['TAX_FREE', 'FLAT_15', 'TAXABLE'] as const;
export const taxCategorySchema = z.enum(taxCategories);
export type TaxCategory = z.infer<typeof taxCategorySchema>;

/** DATEV Beraternummer: up to 7 digits. */
export const consultantNumberSchema = z.string().regex(/^\d{1,7}$/, 'consultantNumber');
/** DATEV Mandantennummer: up to 5 digits. */
export const clientNumberSchema = z.string().regex(/^\d{1,5}$/, 'clientNumber');
/** What a new Beraternummer or Mandantennummer must be: DATEV's ranges, not just digits. */
const newConsultantNumberSchema = z.string().refine(isDatevConsultantNumber, 'consultantNumber 1000–9999999');
const newClientNumberSchema = z.string().refine(isDatevClientNumber, 'clientNumber 1–99999');
/** Lohnart: the payroll's wage type number. */
export const wageTypeNumberSchema = z.number().int().min(1).max(9999);

export const taxConfigurationBucketSchema = z
  .object({
    category: taxCategorySchema,
    /** Null while the payroll office has not named one; the export then warns. */
    wageTypeNumber: wageTypeNumberSchema.nullable(),
    /** DATEV processing key: 2 gross amount, 3 net amount. */
    bsNr: z.union([z.literal(2), z.literal(3)]),
    wageName: z.string().min(1).max(100),
    /** SAP wage type (infotype value). */
    inftySapValue: z.string().max(20).nullable(),
    active: z.boolean(),
  })
  .meta({ id: 'TaxConfigurationBucket' });
export type TaxConfigurationBucket = z.infer<typeof taxConfigurationBucketSchema>;

export const taxConfigurationSchema = z
  .object({
    consultantNumber: consultantNumberSchema.nullable(),
    clientNumber: clientNumberSchema.nullable(),
    /** The TAX13 bucket: net-wage mobility types are on for the company. */
    netWageActive: z.boolean(),
    /**
     * The company uses in-house alphanumeric personal numbers; they are accepted when entered,
     * but the DATEV files still need numbers 1–99999 (Excel does not).
     */
    alphanumericPersonalNumbers: z.boolean(),
    /** Working days per month of an employee without their own figure (Entfernungspauschale). */
    defaultWorkingDays: z.number().int().min(0).max(31),
    /** One per category, in the order of `taxCategories`. */
    buckets: z.array(taxConfigurationBucketSchema),
  })
  .meta({ id: 'TaxConfiguration' });
export type TaxConfiguration = z.infer<typeof taxConfigurationSchema>;

const updateBucketSchema = z.strictObject({
  category: taxCategorySchema,
  wageTypeNumber: wageTypeNumberSchema.nullable(),
  bsNr: z.union([z.literal(2), z.literal(3)]),
  wageName: z.string().trim().min(1).max(100),
  inftySapValue: z
    .string()
    .trim()
    .max(20)
    .nullable()
    .transform((value) => (value === '' ? null : value)),
  active: z.boolean(),
});

/** PUT body: the whole configuration; every category exactly once; TAXABLE cannot be switched off. */
export const updateTaxConfigurationRequestSchema = z
  .strictObject({
    consultantNumber: newConsultantNumberSchema.nullable(),
    clientNumber: newClientNumberSchema.nullable(),
    netWageActive: z.boolean(),
    /** Left out: unchanged. */
    alphanumericPersonalNumbers: z.boolean().optional(),
    /** Left out: unchanged. */
    defaultWorkingDays: z.number().int().min(0).max(31).optional(),
    buckets: z.array(updateBucketSchema).length(taxCategories.length),
  })
  .superRefine((request, context) => {
    taxCategories.forEach((category) => {
      if (request.buckets.filter((bucket) => bucket.category === category).length !== 1) {
        context.addIssue({ code: 'custom', path: ['buckets'], message: `one bucket of ${category}` });
      }
    });
    request.buckets.forEach((bucket, index) => {
      // Whatever the budget does not cover tax-free or flat-rate is gross wage; it has to be paid.
      if (bucket.category === 'TAXABLE' && !bucket.active) {
        context.addIssue({ code: 'custom', path: ['buckets', index, 'active'], message: 'TAXABLE stays active' });
      }
    });
  });
export type UpdateTaxConfigurationRequest = z.infer<typeof updateTaxConfigurationRequestSchema>;

export const taxConfigurationPath = '/api/v3/settings/tax-configuration';

/** What stops a DATEV export: the numbers the files cannot be written without (see also `invalidExportSettings`). */
export function missingExportSettings(
  configuration: Pick<TaxConfiguration, 'consultantNumber' | 'clientNumber'>,
): ('consultantNumber' | 'clientNumber')[] {
  const missing: ('consultantNumber' | 'clientNumber')[] = [];
  if (!configuration.consultantNumber) missing.push('consultantNumber');
  if (!configuration.clientNumber) missing.push('clientNumber');
  return missing;
}

/**
 * Stored numbers DATEV would refuse (entered before the rules were checked): a Beraternummer
 * below 1000, a Mandantennummer 0, and for Lohn und Gehalt a wage type in 6000–7999.
 */
export function invalidExportSettings(
  configuration: Pick<TaxConfiguration, 'consultantNumber' | 'clientNumber' | 'buckets'>,
  platform: 'lodas' | 'loug',
): ('consultantNumber' | 'clientNumber' | 'wageTypeNumber')[] {
  const invalid: ('consultantNumber' | 'clientNumber' | 'wageTypeNumber')[] = [];
  if (configuration.consultantNumber && !isDatevConsultantNumber(configuration.consultantNumber))
    invalid.push('consultantNumber');
  if (configuration.clientNumber && !isDatevClientNumber(configuration.clientNumber)) invalid.push('clientNumber');
  if (
    platform === 'loug' &&
    configuration.buckets.some(
      (bucket) => bucket.active && bucket.wageTypeNumber !== null && !isLohnUndGehaltWageType(bucket.wageTypeNumber),
    )
  )
    invalid.push('wageTypeNumber');
  return invalid;
}
