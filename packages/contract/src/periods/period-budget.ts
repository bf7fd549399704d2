import { z } from 'zod';
import { moneySchema } from '../common/primitives';
import type { Cents } from '../money/money';
import { periodStringSchema } from '../vocabulary/period-string-schema';

/**
 * GET /management/period/{period}/budget (spec §3 "Period budget data"): the budget arithmetic of
 * every user whose budget runs in the period, summed, cent-exact. A user's budget runs in P when P
 * is not before their first active month and they were not deactivated before P began; a user
 * with billable expenses in P always counts.
 * - monthlyBudget: Σ monthlyBudget(P) (none counts as 0)
 * - overflow: Σ overflow(P)
 * - budgetUsage: Σ billable(P), the cost of SUBMITTED and INVOICED expenses
 * - budgetRemaining: Σ max(0, available(P) − billable(P))
 * - reimbursed: Σ reimbursed(P); exceededBudget: Σ max(0, billable(P) − available(P))
 * - usersCount and userCount (both names of the specification): the number of users summed
 * - hasBudget: some user has a monthly budget above 0
 */
export const periodBudgetResponseSchema = z
  .object({
    period: periodStringSchema,
    monthlyBudget: moneySchema,
    overflow: moneySchema,
    budgetUsage: moneySchema,
    budgetRemaining: moneySchema,
    reimbursed: moneySchema,
    exceededBudget: moneySchema,
    usersCount: z.number().int().nonnegative(),
    userCount: z.number().int().nonnegative(),
    hasBudget: z.boolean(),
  })
  .meta({ id: 'PeriodBudget' });
export type PeriodBudgetResponse = z.infer<typeof periodBudgetResponseSchema>;

/** The figures of one user's month that the period budget sums; see `computeBudgetSeries`. */
export interface PeriodBudgetMonth {
  monthlyBudget: Cents | null;
  overflow: Cents;
  billable: Cents;
  available: Cents;
  reimbursed: Cents;
  exceeded: Cents;
  remaining: Cents;
}

export interface PeriodBudgetTotals {
  monthlyBudget: Cents;
  overflow: Cents;
  budgetUsage: Cents;
  budgetRemaining: Cents;
  reimbursed: Cents;
  exceededBudget: Cents;
  userCount: number;
  hasBudget: boolean;
}

/** Sums the users' months of one period, in cents. */
export function sumPeriodBudget(months: readonly PeriodBudgetMonth[]): PeriodBudgetTotals {
  const totals: PeriodBudgetTotals = {
    monthlyBudget: 0,
    overflow: 0,
    budgetUsage: 0,
    budgetRemaining: 0,
    reimbursed: 0,
    exceededBudget: 0,
    userCount: months.length,
    hasBudget: false,
  };
  for (const month of months) {
    totals.monthlyBudget += month.monthlyBudget ?? 0;
    totals.overflow += month.overflow;
    totals.budgetUsage += month.billable;
    totals.budgetRemaining += month.remaining;
    totals.reimbursed += month.reimbursed;
    totals.exceededBudget += month.exceeded;
    if ((month.monthlyBudget ?? 0) > 0) totals.hasBudget = true;
  }
  return totals;
}
