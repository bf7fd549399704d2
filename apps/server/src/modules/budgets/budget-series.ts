import { type BudgetMonthResult, computeBudgetSeries, periodOfDate, toCents } from '@mobilo/contract';
import { firstActiveDayOf } from './user-settings';

/** The user facts the budget series depends on. */
export interface BudgetSeriesUser {
  monthlyBudget: string | null;
  budgetOverflowStarts: string | null;
  registerDate: Date | null;
  createdAt: Date;
}

/** Sums per period of one user, as the repositories gather them. */
export interface BudgetSeriesSums {
  billable: readonly { periodString: string; billable: string }[];
  deductions: readonly { periodString: string; amount: string }[];
  corrections: readonly { periodString: string; amount: string }[];
}

/**
 * A user's budget months (DECISIONS "Budget arithmetic") over the company's periods from the
 * user's first active month, so that overflow carries as the rules say. The monthly budget is
 * today's setting (own, else the group's) for every month not yet invoiced; invoiced months are
 * their frozen figures.
 */
export function userBudgetSeries(
  user: BudgetSeriesUser,
  group: { budget: string; overflowInterval: number[] } | null,
  periodStrings: readonly string[],
  sums: BudgetSeriesSums,
  /** The user's frozen months of invoiced periods (ADR 15), by period. */
  frozen: ReadonlyMap<string, BudgetMonthResult> = new Map(),
): BudgetMonthResult[] {
  const firstMonth = periodOfDate(firstActiveDayOf(user));
  const monthly = user.monthlyBudget ?? group?.budget ?? null;
  const byPeriod = <T extends { periodString: string }>(list: readonly T[]) =>
    new Map(list.map((item) => [item.periodString, item]));
  const billable = byPeriod(sums.billable);
  const deductions = byPeriod(sums.deductions);
  const corrections = byPeriod(sums.corrections);
  const months = periodStrings
    .filter((period) => period >= firstMonth)
    .map((period) => ({
      period,
      monthlyBudget: monthly === null ? null : toCents(monthly),
      deductions: toCents(deductions.get(period)?.amount ?? '0'),
      correction: toCents(corrections.get(period)?.amount ?? '0'),
      billable: toCents(billable.get(period)?.billable ?? '0'),
      frozen: frozen.get(period),
    }));
  const overflowStarts = user.budgetOverflowStarts ? periodOfDate(user.budgetOverflowStarts) : null;
  return computeBudgetSeries(months, { overflowInterval: group?.overflowInterval ?? [], overflowStarts });
}
