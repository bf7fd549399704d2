import { z } from 'zod';
import { isoDateSchema, moneySchema } from '../common/primitives';
import { mobilityTypeSchema } from '../vocabulary/mobility-types';
import { periodStringSchema } from '../vocabulary/period-string-schema';
import { budgetStatusSchema } from '../budget/budget-status-schema';
import { expenseOriginSchema } from '../vocabulary/user-enums';

export const userPeriodQuerySchema = z.strictObject({ month: periodStringSchema.optional() });

/** GET /user/{id}?month: what the user may record in that month (spec §3 "User metadata per period"). */
export const userMetadataResponseSchema = z
  .object({
    id: z.string(),
    period: periodStringSchema,
    isLight: z.boolean(),
    companyMobilityTypes: z.array(mobilityTypeSchema),
    privateMobilityTypes: z.array(mobilityTypeSchema),
    allowedOrigins: z.array(expenseOriginSchema),
    allowedExpenseOrigins: z.array(expenseOriginSchema),
    minActivenessDate: isoDateSchema,
    minDate: isoDateSchema,
    maxDate: isoDateSchema,
    minDateTimestamp: z.number().int(),
    companyCurrency: z.string(),
    budgetGroup: z
      .object({
        id: z.string(),
        companyMobilityTypes: z.array(mobilityTypeSchema),
        privateMobilityTypes: z.array(mobilityTypeSchema),
      })
      .nullable(),
  })
  .meta({ id: 'UserMetadata' });
export type UserMetadataResponse = z.infer<typeof userMetadataResponseSchema>;

/** GET /user/{id}/budget?month: the user's budget in that month, every figure cent-exact. */
export const userBudgetResponseSchema = z
  .object({
    userId: z.string(),
    period: periodStringSchema,
    hasBudget: z.boolean(),
    hasMonthlyBudget: z.boolean(),
    monthlyBudget: moneySchema.nullable(),
    overflow: moneySchema,
    overflowInterval: z.array(z.number().int()),
    budgetDeductions: z.array(z.object({ label: z.string(), amount: moneySchema })),
    deductions: moneySchema,
    correctionAmount: moneySchema,
    available: moneySchema,
    totalBudget: moneySchema.nullable(),
    budgetUsage: moneySchema,
    reimbursed: moneySchema,
    exceededBudget: moneySchema,
    budgetRemaining: moneySchema,
    isBudgetExceeded: z.boolean(),
    budgetStatus: budgetStatusSchema.nullable(),
    companyMobilityBudget: moneySchema,
    detachCompanyMobilityBudget: z.boolean(),
    expenseCount: z.number().int(),
    submittedCount: z.number().int(),
  })
  .meta({ id: 'UserBudget' });
export type UserBudgetResponse = z.infer<typeof userBudgetResponseSchema>;
