import { z } from 'zod';

/**
 * Tax categories of DECISIONS "Tax treatment and payroll export" plus TAX13, whose bucket
 * switches the net-wage types on for a company.
 */
export const taxBudgetTypes = ['TAX_FREE', 'FLAT_15', 'TAXABLE', 'TAX13'] as const;
export const taxBudgetTypeSchema = z.enum(taxBudgetTypes);
export type TaxBudgetType = z.infer<typeof taxBudgetTypeSchema>;

/** DATEV processing key: 2 gross amount, 3 net amount. */
export const datevProcessingKeys = [2, 3] as const;

/** Spec 001 §3 "Tax bucket". `value` is the wage type number (Lohnart). */
export const taxBucketSchema = z
  .object({
    id: z.string(),
    taxBudgetType: taxBudgetTypeSchema,
    wageName: z.string(),
    value: z.string().nullable(),
    bsNr: z.union([z.literal(2), z.literal(3)]),
    isActive: z.boolean(),
    inftySapValue: z.string().nullable(),
  })
  .meta({ id: 'TaxBucket' });
export type TaxBucket = z.infer<typeof taxBucketSchema>;

/** GET /settings/taxbudget: the company's tax buckets, read only here. */
export const getTaxBudgetResponseSchema = z.array(taxBucketSchema);

/** The net-wage switch: the TAX13 bucket exists and is active. */
export function isNetWageActive(buckets: readonly Pick<TaxBucket, 'taxBudgetType' | 'isActive'>[]): boolean {
  return buckets.some((bucket) => bucket.taxBudgetType === 'TAX13' && bucket.isActive);
}

/** The buckets every German company starts with; wage type numbers are the payroll office's to set. */
export const defaultTaxBuckets: readonly Omit<TaxBucket, 'id'>[] = [
  {
    taxBudgetType: 'TAX_FREE',
    wageName: 'Mobilitätsbudget steuerfrei (§3 Nr. 15 EStG)',
    value: null,
    bsNr: 2,
    isActive: true,
    inftySapValue: null,
  },
  {
    taxBudgetType: 'FLAT_15',
    wageName: 'Mobilitätsbudget pauschal 15 % (§40 Abs. 2 EStG)',
    value: null,
    bsNr: 2,
    isActive: true,
    inftySapValue: null,
  },
  {
    taxBudgetType: 'TAXABLE',
    wageName: 'Mobilitätsbudget steuerpflichtig',
    value: null,
    bsNr: 2,
    isActive: true,
    inftySapValue: null,
  },
  {
    taxBudgetType: 'TAX13',
    wageName: 'Mobilitätsbudget Nettolohn',
    value: null,
    bsNr: 3,
    isActive: false,
    inftySapValue: null,
  },
];
