import {
  addMonths,
  type BudgetMonthResult,
  type Cents,
  computeBudgetSeries,
  isExpiryMonth,
  periodOfDate,
  toCents,
} from '@mobilo/contract';

/** What decides a user's budget besides the sums: their own or their group's settings. */
export interface UserBudgetFacts {
  /** The user's own monthly budget, else null. */
  monthlyBudget: string | null;
  /** The budget group's monthly budget, null without a group. */
  groupBudget: string | null;
  overflowInterval: readonly number[];
  budgetOverflowStarts: string | null;
  /** The first day the user may bill. */
  firstActiveDay: string;
}

/** Per period (YYYYMM) of one user: billable cost, deductions and correction, in cents. */
export interface UserPeriodSums {
  billable: ReadonlyMap<string, Cents>;
  deductions: ReadonlyMap<string, Cents>;
  corrections: ReadonlyMap<string, Cents>;
}

/**
 * Nothing carries over an expiry month, so the months up to and including the latest expiry
 * month before `month` cannot change its figures; a non-empty interval expires at least once a
 * year. Callers fetch sums only from this period on.
 */
export function earliestPeriodThatMatters(month: string): string {
  return addMonths(month, -11);
}

const zero = (month: string, monthlyBudget: Cents | null): BudgetMonthResult => ({
  period: month,
  monthlyBudget,
  overflow: 0,
  deductions: 0,
  correction: 0,
  available: 0,
  billable: 0,
  reimbursed: 0,
  exceeded: 0,
  remaining: 0,
});

/**
 * The user's budget in `month` (DECISIONS "Budget arithmetic") over the company's periods: the
 * series starts at the user's first active month, or after the latest expiry month before
 * `month`, whichever is later. The monthly budget is today's setting for every month.
 */
export function budgetOfMonth(
  facts: UserBudgetFacts,
  periodStrings: readonly string[],
  sums: UserPeriodSums,
  month: string,
): BudgetMonthResult {
  const monthly = facts.monthlyBudget ?? facts.groupBudget ?? null;
  const monthlyBudget = monthly === null ? null : toCents(monthly);
  const firstMonth = periodOfDate(facts.firstActiveDay);
  const candidates = periodStrings.filter((p) => p >= firstMonth && p <= month);
  const lastExpiry = candidates.filter((p) => p < month && isExpiryMonth(p, facts.overflowInterval)).at(-1);
  const window = lastExpiry === undefined ? candidates : candidates.filter((p) => p > lastExpiry);
  const overflowStarts = facts.budgetOverflowStarts ? periodOfDate(facts.budgetOverflowStarts) : null;
  const series = computeBudgetSeries(
    window.map((period) => ({
      period,
      monthlyBudget,
      deductions: sums.deductions.get(period) ?? 0,
      correction: sums.corrections.get(period) ?? 0,
      billable: sums.billable.get(period) ?? 0,
    })),
    { overflowInterval: facts.overflowInterval, overflowStarts },
  );
  return series.find((m) => m.period === month) ?? zero(month, monthlyBudget);
}
