import { z } from 'zod';
import { expenseSchema } from '../expenses/expense';
import { receiptMismatchKinds } from './receipt-check';

export const reviewAbilitiesSchema = z
  .object({
    canCheck: z.boolean(),
    canUncheck: z.boolean(),
    canMark: z.boolean(),
    canUnmark: z.boolean(),
    canReject: z.boolean(),
    canEditMarkerNote: z.boolean(),
    /** Change cost, date, origin and type (reviewers with CAN_EDIT_EXPENSES). */
    canEdit: z.boolean(),
  })
  .meta({ id: 'ReviewAbilities' });
export type ReviewAbilitiesResponse = z.infer<typeof reviewAbilitiesSchema>;

/**
 * An expense as reviewers see it: the expense plus the review table's warnings and what the
 * viewer may do to it, computed by the server with the rules it enforces.
 */
export const reviewExpenseSchema = expenseSchema
  .extend({
    /** Another submitted or invoiced expense of the same user has the same type, date and cost, or the same receipt. */
    isPossibleDuplicate: z.boolean(),
    /** A Germany ticket above the ticket price on its billing date. */
    isCostExceeded: z.boolean(),
    /** Where the receipts' reading states another amount or a date outside the period. */
    receiptMismatches: z.array(z.enum(receiptMismatchKinds)),
    reviewAbilities: reviewAbilitiesSchema,
  })
  .meta({ id: 'ReviewExpense' });
export type ReviewExpense = z.infer<typeof reviewExpenseSchema>;
