import { z } from 'zod';
import { idSchema } from '../common/primitives';
import { periodStringSchema } from '../vocabulary/period-string-schema';
import { expenseSchema } from './expense';

/** GET /v2/expenses?month&company&user — an employee gets their own; `user` defaults to them. */
export const listExpensesQuerySchema = z.strictObject({
  month: periodStringSchema.optional(),
  company: idSchema.optional(),
  user: idSchema.optional(),
});
export type ListExpensesQuery = z.infer<typeof listExpensesQuerySchema>;

export const listExpensesResponseSchema = z.array(expenseSchema).meta({ id: 'ExpenseList' });
