import { z } from 'zod';

/** DELETE /budgetclass/{id}: members lose their group; the name is echoed for the notice. */
export const deleteBudgetGroupResponseSchema = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: 'DeletedBudgetGroup' });
export type DeleteBudgetGroupResponse = z.infer<typeof deleteBudgetGroupResponseSchema>;
