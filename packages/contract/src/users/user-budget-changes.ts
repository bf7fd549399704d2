import { z } from 'zod';
import { moneyInput, moneySchema } from '../common/primitives';
import { periodStringSchema } from '../vocabulary/period-string-schema';

/** numeric(12,2): at most ten digits before the point. */
const storableMoney = moneySchema.refine((value) => /^-?\d{1,10}(\.\d{1,2})?$/.test(value), 'too large');
const positiveMoney = storableMoney.refine((value) => !value.startsWith('-') && /[1-9]/.test(value), 'not positive');
const nonZeroMoney = storableMoney.refine((value) => /[1-9]/.test(value), 'zero');

export const userPeriodParamsSchema = z.strictObject({ id: z.uuid(), period: periodStringSchema });

export const budgetDeductionSchema = z.strictObject({
  label: z.string().trim().min(1).max(100),
  amount: moneyInput(positiveMoney),
});
export type BudgetDeduction = z.infer<typeof budgetDeductionSchema>;

/** PUT /user/{id}/deductions/{period}: the whole list of the period replaces the stored one. */
export const saveDeductionsRequestSchema = z.strictObject({
  budgetDeductions: z.array(budgetDeductionSchema).max(20),
});
export type SaveDeductionsRequest = z.infer<typeof saveDeductionsRequestSchema>;

export const userDeductionsResponseSchema = z
  .object({
    userId: z.string(),
    period: periodStringSchema,
    budgetDeductions: z.array(z.object({ label: z.string(), amount: moneySchema })),
  })
  .meta({ id: 'UserDeductions' });
export type UserDeductionsResponse = z.infer<typeof userDeductionsResponseSchema>;

/** Spec 001 §3 "User correction": one per user and period, positive or negative. */
export const userCorrectionSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    periodId: z.string(),
    period: periodStringSchema,
    correctionAmount: moneySchema,
    description: z.string().nullable(),
  })
  .meta({ id: 'UserCorrection' });
export type UserCorrection = z.infer<typeof userCorrectionSchema>;

/** GET /user/{id}/corrections/{period}: the period's correction, or null. */
export const userCorrectionResponseSchema = z.object({ correction: userCorrectionSchema.nullable() });
export type UserCorrectionResponse = z.infer<typeof userCorrectionResponseSchema>;

/** PUT /user/{id}/corrections/{period}: sets the period's one-time correction. */
export const saveCorrectionRequestSchema = z.strictObject({
  correctionAmount: moneyInput(nonZeroMoney),
  description: z.string().trim().min(1).max(500),
});
export type SaveCorrectionRequest = z.infer<typeof saveCorrectionRequestSchema>;
