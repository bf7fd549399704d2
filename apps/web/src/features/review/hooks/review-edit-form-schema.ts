import {
  type EditManagementExpenseRequest,
  editManagementExpenseRequestSchema,
  expenseOriginSchema,
  fromCents,
  mobilityTypeSchema,
  type NumberFormat,
  parseLocalizedAmount,
  type ReviewExpense,
  validateCostText,
  validateExpenseDate,
} from '@mobilo/contract';
import { z } from 'zod';

export interface ReviewEditLimits {
  numberFormat: NumberFormat;
  /** The billing date stays within the period (and the owner's active days). */
  minDate: string;
  maxDate: string;
}

/**
 * The reviewers' edit form (spec §3 "Management/edit form"): cost as the user types it, the
 * billing date within the period, origin and mobility type. Error messages are translation keys.
 */
export function reviewEditFormSchema(limits: ReviewEditLimits) {
  return z.object({
    originalCostString: z.string().superRefine((text, ctx) => {
      const problem = validateCostText(text, limits.numberFormat);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    expenseDate: z
      .string()
      .nullable()
      .superRefine((value, ctx) => {
        const problem = validateExpenseDate(value, limits.minDate, limits.maxDate);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    expenseType: mobilityTypeSchema.nullable().refine((type) => type !== null, 'typeRequired'),
    origin: expenseOriginSchema,
  });
}

export type ReviewEditValues = z.input<ReturnType<typeof reviewEditFormSchema>>;

export function reviewEditValuesOf(expense: ReviewExpense, format: NumberFormat): ReviewEditValues {
  const cost = expense.originalCost ?? '';
  return {
    originalCostString: format === 'de' ? cost.replace('.', ',') : cost,
    expenseDate: expense.date,
    expenseType: expense.type,
    origin: expense.origin,
  };
}

/** Form -> the edit call's body, checked once more by the contract's request schema. */
export function toEditRequest(values: ReviewEditValues, format: NumberFormat): EditManagementExpenseRequest {
  const cents = parseLocalizedAmount(values.originalCostString, format);
  return editManagementExpenseRequestSchema.parse({
    originalCost: cents === null ? '' : fromCents(cents),
    expenseDate: values.expenseDate,
    expenseType: values.expenseType,
    origin: values.origin,
  });
}
