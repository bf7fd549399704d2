import { z } from 'zod';
import {
  budgetAmountSchema,
  budgetGroupNameSchema,
  budgetGroupSchema,
  mobilityListsSchema,
  overflowIntervalSchema,
} from './budget-group';

/** POST /api/v3/budgetclass: name, budget, interval and the six lists. */
export const createBudgetGroupRequestSchema = z.strictObject({
  name: budgetGroupNameSchema,
  budget: budgetAmountSchema,
  overflowInterval: overflowIntervalSchema,
  ...mobilityListsSchema.shape,
});
export type CreateBudgetGroupRequest = z.infer<typeof createBudgetGroupRequestSchema>;

export const createBudgetGroupResponseSchema = budgetGroupSchema;
