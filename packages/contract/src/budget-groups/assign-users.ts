import { z } from 'zod';
import { budgetGroupSchema } from './budget-group';

/** PUT /budgetclass/{id}: moves these users into the group (they leave their previous one). */
export const assignBudgetGroupUsersRequestSchema = z.strictObject({
  userIds: z.array(z.uuid()).min(1).max(1000),
});
export type AssignBudgetGroupUsersRequest = z.infer<typeof assignBudgetGroupUsersRequestSchema>;
export const assignBudgetGroupUsersResponseSchema = budgetGroupSchema;

/** DELETE /budgetclass/user/{userId}: the user leaves their group. */
export const removeBudgetGroupUserParamsSchema = z.strictObject({ userId: z.uuid() });
export const removeBudgetGroupUserResponseSchema = budgetGroupSchema;
