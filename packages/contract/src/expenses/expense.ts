import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema, moneySchema } from '../common/primitives';
import { versionField } from '../common/version';
import { currencyCodeSchema, exchangeRateSchema } from '../exchange-rates/currency';
import { mobilityTypeSchema } from '../vocabulary/mobility-types';
import { periodStringSchema } from '../vocabulary/period-string-schema';
import { expenseOriginSchema } from '../vocabulary/user-enums';
import { expenseStatusSchema, processStatusSchema } from './expense-status';

export const expenseFileSchema = z
  .object({
    id: z.string(),
    originalName: z.string(),
    mimeType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
    name: z.string(),
    size: z.number().int().nonnegative(),
    sha256: z.string(),
    url: z.string(),
    previewUrl: z.string(),
  })
  .meta({ id: 'ExpenseFile' });
export type ExpenseFile = z.infer<typeof expenseFileSchema>;

export const expenseAuditSchema = z
  .object({
    createdAt: isoDateTimeSchema,
    createdBy: z.string().nullable(),
    modifiedAt: isoDateTimeSchema,
    modifiedBy: z.string().nullable(),
    submittedAt: isoDateTimeSchema.nullable(),
    submittedBy: z.string().nullable(),
    checkedAt: isoDateTimeSchema.nullable(),
    checkedBy: z.string().nullable(),
  })
  .meta({ id: 'ExpenseAudit' });

/** Spec §3 "Expense". `cost` is in the company currency; null until a rate is known. */
export const expenseSchema = z
  .object({
    id: idSchema,
    ...versionField,
    name: z.string().nullable(),
    periodString: periodStringSchema,
    user: z.object({ id: z.string(), name: z.string(), personalNumber: z.string().nullable() }),
    date: isoDateSchema,
    submitDate: isoDateTimeSchema.nullable(),
    createdDate: isoDateTimeSchema,
    modifiedDate: isoDateTimeSchema,
    status: expenseStatusSchema,
    processStatus: processStatusSchema,
    tripToWork: z.boolean().nullable(),
    type: mobilityTypeSchema.nullable(),
    mobilityType: mobilityTypeSchema.nullable(),
    origin: expenseOriginSchema,
    cost: moneySchema.nullable(),
    originalCost: moneySchema.nullable(),
    originalCurrency: currencyCodeSchema,
    targetCurrency: currencyCodeSchema,
    exchangeRate: exchangeRateSchema.nullable(),
    exchangeRateDate: isoDateSchema.nullable(),
    description: z.string().nullable(),
    comment: z.string().nullable(),
    markerNote: z.string().nullable(),
    rejectComment: z.string().nullable(),
    rejectReason: z.string().nullable(),
    expenseRejectReason: z.object({ en: z.string(), de: z.string() }).nullable(),
    files: z.array(expenseFileSchema),
    isChecked: z.boolean(),
    checkerId: z.string().nullable(),
    checkedTimestamp: isoDateTimeSchema.nullable(),
    isMarked: z.boolean(),
    isTaxFree: z.boolean(),
    hasTaxInfo: z.boolean(),
    /** Declared without a receipt (Eigenbeleg, docs/adr/0026): its receipt is the generated declaration. */
    receiptLess: z.boolean(),
    isBillable: z.boolean(),
    isSubmitted: z.boolean(),
    isRejected: z.boolean(),
    isUpdateable: z.boolean(),
    isDeleteable: z.boolean(),
    /** The owner may submit it now (complete, with a receipt, in an open period). */
    isSubmittable: z.boolean(),
    /** The owner may withdraw it now (submitted, in an open period). */
    isWithdrawable: z.boolean(),
    isUpdateableForAdmins: z.boolean(),
    isEditable: z.boolean(),
    auditLog: expenseAuditSchema,
  })
  .meta({ id: 'Expense' });
export type Expense = z.infer<typeof expenseSchema>;

export const expenseIdParamsSchema = z.strictObject({ id: idSchema });
