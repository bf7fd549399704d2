import { z } from 'zod';
import { mobilityTypeSchema } from '../vocabulary/mobility-types';
import { periodStringSchema } from '../vocabulary/period-string-schema';
import { expenseOriginSchema } from '../vocabulary/user-enums';

/** GET /v2/expenses/types?month: what the signed-in user may pick in that month. */
export const expenseTypesQuerySchema = z.strictObject({ month: periodStringSchema.optional() });
export const expenseTypesResponseSchema = z
  .object({
    companyMobilityTypes: z.array(mobilityTypeSchema),
    privateMobilityTypes: z.array(mobilityTypeSchema),
    allowedOrigins: z.array(expenseOriginSchema),
    hasBudgetGroup: z.boolean(),
  })
  .meta({ id: 'ExpenseTypes' });
export type ExpenseTypesResponse = z.infer<typeof expenseTypesResponseSchema>;
