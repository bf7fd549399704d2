import { z } from 'zod';
import { idSchema, moneySchema } from '../common/primitives';
import { budgetStatusSchema } from '../budget/budget-status-schema';
import { periodStringSchema } from '../vocabulary/period-string-schema';
import { userStatusSchema } from '../vocabulary/user-enums';
import { reviewExpenseSchema } from './review-expense';

/** GET /api/v3/expenses/users?month=YYYYMM */
export const usersWithExpensesQuerySchema = z.strictObject({ month: periodStringSchema });
export type UsersWithExpensesQuery = z.infer<typeof usersWithExpensesQuerySchema>;

/** Spec §3 "User with expenses" budgetInfo: the user's budget in the month, decimal strings. */
export const reviewBudgetInfoSchema = z
  .object({
    /** Available budget of the month (monthly + overflow - deductions + correction), never below zero. */
    totalBudget: moneySchema,
    /** Cost of the month's submitted and invoiced expenses. */
    usedBudget: moneySchema,
    exceededBudget: moneySchema,
    remainingBudget: moneySchema,
    isBudgetExceeded: z.boolean(),
    monthlyBudget: moneySchema.nullable(),
    overflow: moneySchema,
    budgetStatus: budgetStatusSchema.nullable(),
  })
  .meta({ id: 'ReviewBudgetInfo' });
export type ReviewBudgetInfo = z.infer<typeof reviewBudgetInfoSchema>;

export const reviewUserSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    personalNumber: z.string().nullable(),
    email: z.string(),
    status: userStatusSchema,
  })
  .meta({ id: 'ReviewUser' });
export type ReviewUser = z.infer<typeof reviewUserSchema>;

export const userWithExpensesSchema = z
  .object({
    user: reviewUserSchema,
    /** The user's expenses billed in the month, newest billing date first. */
    expenses: z.array(reviewExpenseSchema),
    budgetInfo: reviewBudgetInfoSchema,
    /** Sum of the billable (submitted and invoiced) expenses' cost. */
    totalCost: moneySchema,
  })
  .meta({ id: 'UserWithExpenses' });
export type UserWithExpenses = z.infer<typeof userWithExpensesSchema>;

/**
 * One entry per user of the company who could bill in the month (users without expenses
 * included, so the screen can show or hide them), by last and first name.
 */
export const usersWithExpensesResponseSchema = z.array(userWithExpensesSchema).meta({ id: 'UsersWithExpenses' });
