import { moneyInput } from '../common/primitives';
import { z } from 'zod';
import {
  budgetAmountSchema,
  budgetGroupNameSchema,
  budgetGroupSchema,
  mobilityListsSchema,
  overflowIntervalSchema,
} from './budget-group';

/** The create dialog's fields: the budget as the decimal text typed. */
export const budgetGroupFormSchema = z.strictObject({
  name: budgetGroupNameSchema,
  budget: budgetAmountSchema,
  overflowInterval: overflowIntervalSchema,
  ...mobilityListsSchema.shape,
});

/** POST /api/v3/budgetclass: name, budget (a decimal string or a JSON number), interval and the six lists. */
export const createBudgetGroupRequestSchema = budgetGroupFormSchema.extend({ budget: moneyInput(budgetAmountSchema) });
export type CreateBudgetGroupRequest = z.infer<typeof createBudgetGroupRequestSchema>;

export const createBudgetGroupResponseSchema = budgetGroupSchema;
