import { type BudgetMonthResult, computeBudgetSeries, periodOfDate, toCents } from '@mobilo/contract';
import type { BudgetSums } from './budget-sums.repository';
import { firstActiveDayOf } from './user-settings';

/** The user facts the budget series depends on. */
export interface BudgetSeriesUser {
  monthlyBudget: string | null;
  budgetOverflowStarts: string | null;
  registerDate: Date | null;
  createdAt: Date;
}

/** Sums per period of one user, as `budgetSums` gathers them. */
export interface BudgetSeriesSums {
  billable: readonly { periodString: string; billable: string }[];
  deductions: readonly { periodString: string; amount: string }[];
  corrections: readonly { periodString: string; amount: string }[];
}

const noSums: BudgetSeriesSums = { billable: [], deductions: [], corrections: [] };

/** The grouped sums of many users, split per user; a user without any sum has none. */
export function sumsPerUser(sums: BudgetSums): (userId: string) => BudgetSeriesSums {
  const perUser = new Map<string, BudgetSums>();
  const of = (userId: string) => {
    let entry = perUser.get(userId);
    if (!entry) perUser.set(userId, (entry = { billable: [], deductions: [], corrections: [] }));
    return entry;
  };
  for (const row of sums.billable) of(row.userId).billable.push(row);
  for (const row of sums.deductions) of(row.userId).deductions.push(row);
  for (const row of sums.corrections) of(row.userId).corrections.push(row);
  return (userId) => perUser.get(userId) ?? noSums;
}

/** A month without figures: a user not active in it, or not yet. */
export function emptyBudgetMonth(period: string, monthlyBudget: string | null): BudgetMonthResult {
  return {
    period,
    monthlyBudget: monthlyBudget === null ? null : toCents(monthlyBudget),
    overflow: 0,
    deductions: 0,
    correction: 0,
    available: 0,
    billable: 0,
    reimbursed: 0,
    exceeded: 0,
    remaining: 0,
  };
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
