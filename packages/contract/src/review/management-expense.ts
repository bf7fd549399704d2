import { z } from 'zod';
import { isoDateSchema, moneyInput, moneySchema } from '../common/primitives';
import { mobilityTypeSchema } from '../vocabulary/mobility-types';
import { expenseOriginSchema } from '../vocabulary/user-enums';
import { readVersionField } from '../common/version';

/**
 * GET /management/period/expense/{id} -> ReviewExpense; GET …/{id}/ocr -> ExpenseReceiptReadings.
 * Params: `expenseIdParamsSchema` of the expenses context.
 */

/**
 * PATCH /management/period/expense/{id}/edit -> ReviewExpense. The date must stay within the
 * expense's period and not before the owner's first active day; cost is recomputed from
 * originalCost in the expense's original currency.
 */
export const editManagementExpenseRequestSchema = z
  .strictObject({
    expenseDate: isoDateSchema,
    expenseType: mobilityTypeSchema,
    /** A decimal string ("12.50") in the expense's original currency. */
    originalCost: moneyInput(moneySchema.refine((v) => !v.startsWith('-'), 'originalCost')),
    origin: expenseOriginSchema,
    ...readVersionField,
  })
  .meta({ id: 'EditManagementExpenseRequest' });
export type EditManagementExpenseRequest = z.infer<typeof editManagementExpenseRequestSchema>;

/** PATCH /management/period/expense/{id}/check -> ReviewExpense */
export const checkManagementExpenseRequestSchema = z
  .strictObject({ isChecked: z.boolean(), ...readVersionField })
  .meta({ id: 'CheckManagementExpenseRequest' });
export type CheckManagementExpenseRequest = z.infer<typeof checkManagementExpenseRequestSchema>;
