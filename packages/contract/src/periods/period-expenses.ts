import { z } from 'zod';
import { expenseSchema } from '../expenses/expense';
import { mobilityTypeSchema } from '../vocabulary/mobility-types';
import { checkedPercentageSchema } from './checked-percentage';
import { periodStringSchema } from '../vocabulary/period-string-schema';

/** Path parameters of the per-period management calls. */
export const managementPeriodParamsSchema = z.strictObject({ period: periodStringSchema });
export type ManagementPeriodParams = z.infer<typeof managementPeriodParamsSchema>;

export const filterableUserSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'FilterableUser' });
export type FilterableUser = z.infer<typeof filterableUserSchema>;

/**
 * GET /management/period/{period}/expenses (spec §3 "Period expense list"): the period's expenses
 * that reached review (SUBMITTED, REJECTED, INVOICED; drafts stay private), oldest billing date
 * first; the users and mobility types occurring among them for the filters (users by name, types
 * in catalogue order); `checkedPercentage` as on the period list; `hasExportWarnings` when the
 * payroll export of the period would list any export warning (`collectExportWarnings`).
 */
export const periodExpensesResponseSchema = z
  .object({
    expenses: z.array(expenseSchema),
    filterableUsers: z.array(filterableUserSchema),
    filterableMobilityTypes: z.array(mobilityTypeSchema),
    checkedPercentage: checkedPercentageSchema,
    hasExportWarnings: z.boolean(),
  })
  .meta({ id: 'PeriodExpenses' });
export type PeriodExpensesResponse = z.infer<typeof periodExpensesResponseSchema>;
