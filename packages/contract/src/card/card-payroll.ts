import { z } from 'zod';
import { moneySchema } from '../common/primitives';
import { readVersionField, versionField } from '../common/version';
import { exportPlatformSchema } from '../tax-export/tax-export';
import { periodStringSchema } from '../vocabulary/period-string-schema';
import { cardTaxTreatments } from './card-rules';

const wageType = z.number().int().min(1).max(9999).nullable();

/** The payroll office's wage types of the card's loads, one per tax treatment (docs/adr/0027). */
export const cardPayrollSettingsSchema = z
  .object({
    sachbezugWageTypeNumber: wageType,
    flat37bWageTypeNumber: wageType,
    taxableWageTypeNumber: wageType,
    ...versionField,
  })
  .meta({ id: 'CardPayrollSettings' });
export type CardPayrollSettings = z.infer<typeof cardPayrollSettingsSchema>;

export const cardPayrollSettingsRequestSchema = z.strictObject({
  sachbezugWageTypeNumber: wageType,
  flat37bWageTypeNumber: wageType,
  taxableWageTypeNumber: wageType,
  ...readVersionField,
});
export type CardPayrollSettingsRequest = z.infer<typeof cardPayrollSettingsRequestSchema>;

/** A month /card-payroll-exports offers: invoiced months are frozen and can be downloaded. */
export const cardPayrollMonthSchema = z
  .object({ period: periodStringSchema, isInvoiced: z.boolean() })
  .meta({ id: 'CardPayrollMonth' });
export type CardPayrollMonth = z.infer<typeof cardPayrollMonthSchema>;

/** One employee's loads of the month on one tax treatment, as payroll books them. */
export const cardPayrollLineSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  personalNumber: z.string().nullable(),
  category: z.enum(cardTaxTreatments),
  wageTypeNumber: z.number().int().nullable(),
  amount: moneySchema,
});
export type CardPayrollLineView = z.infer<typeof cardPayrollLineSchema>;

/** GET /api/v3/card/payroll-exports/{period}: the month's card lines, frozen once it is invoiced. */
export const cardPayrollExportSchema = z
  .object({
    period: periodStringSchema,
    isInvoiced: z.boolean(),
    lines: z.array(cardPayrollLineSchema),
    totals: z.object({ SACHBEZUG: moneySchema, FLAT_37B: moneySchema, TAXABLE: moneySchema }),
  })
  .meta({ id: 'CardPayrollExport' });
export type CardPayrollExport = z.infer<typeof cardPayrollExportSchema>;

export const cardPayrollPeriodParamsSchema = z.strictObject({ period: periodStringSchema });
export const cardPayrollFileQuerySchema = z.strictObject({ platform: exportPlatformSchema });

/** The card export's file name: the payroll export's, marked as the card's. */
export function cardPayrollFileName(platform: 'excel' | 'lodas' | 'loug', period: string): string {
  const label = { excel: 'Excel', lodas: 'LODAS', loug: 'LuG' }[platform];
  return `Mobilo-Card-Payroll-${label}-${period}.${platform === 'excel' ? 'xlsx' : 'txt'}`;
}
