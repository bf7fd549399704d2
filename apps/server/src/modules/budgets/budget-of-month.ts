import { addMonths, type BudgetMonthResult, isExpiryMonth } from '@mobilo/contract';
import { type BudgetSeriesSums, type BudgetSeriesUser, emptyBudgetMonth, userBudgetSeries } from './budget-series';

/** What decides a user's budget besides the sums: their own and their group's settings. */
export interface UserBudgetFacts extends BudgetSeriesUser {
  group: { budget: string; overflowInterval: number[] } | null;
}

/**
 * Nothing carries over an expiry month, and a non-empty interval expires at least once a year,
 * so only the twelve months up to `month` can change its figures; callers fetch sums from here.
 */
export function earliestPeriodThatMatters(month: string): string {
  return addMonths(month, -11);
}

/**
 * The user's budget in `month` by the same series as a single user's budget
 * (`userBudgetSeries`), started right after the latest expiry month before `month`: the overflow
 * is zero there in any case, so the result is the same as from the user's first month.
 */
export function budgetOfMonth(
  user: UserBudgetFacts,
  periodStrings: readonly string[],
  sums: BudgetSeriesSums,
  month: string,
  frozen?: ReadonlyMap<string, BudgetMonthResult>,
): BudgetMonthResult {
  const upToMonth = periodStrings.filter((p) => p <= month);
  const lastExpiry = upToMonth.filter((p) => p < month && isExpiryMonth(p, user.group?.overflowInterval ?? [])).at(-1);
  const window = lastExpiry === undefined ? upToMonth : upToMonth.filter((p) => p > lastExpiry);
  const series = userBudgetSeries(user, user.group, window, sums, frozen);
  return (
    series.find((m) => m.period === month) ?? emptyBudgetMonth(month, user.monthlyBudget ?? user.group?.budget ?? null)
  );
}
