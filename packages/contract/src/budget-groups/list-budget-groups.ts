import { z } from 'zod';
import { budgetGroupSchema } from './budget-group';

/** GET /api/v3/budgetclass: the company's budget groups, by name. */
export const listBudgetGroupsResponseSchema = z.array(budgetGroupSchema);
export type ListBudgetGroupsResponse = z.infer<typeof listBudgetGroupsResponseSchema>;
