import { type BudgetMonthResult, firstDayOfPeriod, periodOfDate, type PeriodString } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { frozenBudgetMonthsByUser } from '../payroll-results/payroll-results.service';
import { listPeriodsUntil } from '../periods/periods.service';
import { sumsPerUser, userBudgetSeries } from './budget-series';
import { budgetSums } from './budget-sums.repository';
import { listBudgetUsers, listCompanyBudgetUserFacts } from './budgets.repository';
import { firstActiveDayOf } from './user-settings';

/**
 * The budget month `period` of many users at once, by the same series as a single user's budget
 * (`getUserBudget`), with a fixed number of queries however many users there are. Users without
 * a budget month in the period (not active yet) are missing from the map.
 */
export async function computePeriodBudgets(
  db: Executor,
  companyId: string,
  period: PeriodString,
  userIds: readonly string[],
): Promise<Map<string, BudgetMonthResult>> {
  const [periodRows, budgetUsers, sums, frozen] = await Promise.all([
    listPeriodsUntil(db, companyId, period),
    listBudgetUsers(db, companyId, userIds),
    budgetSums(db, companyId, { userIds, until: period }),
    frozenBudgetMonthsByUser(db, companyId, userIds, period),
  ]);
  const periodStrings = periodRows.map((row) => row.periodString);
  const sumsOf = sumsPerUser(sums);
  const result = new Map<string, BudgetMonthResult>();
  for (const user of budgetUsers) {
    const series = userBudgetSeries(
      user,
      user.group?.budget ? { budget: user.group.budget, overflowInterval: user.group.overflowInterval } : null,
      periodStrings,
      sumsOf(user.id),
      frozen.get(user.id),
    );
    const month = series.find((entry) => entry.period === period);
    if (month) result.set(user.id, month);
  }
  return result;
}

type BudgetUserFacts = Awaited<ReturnType<typeof listCompanyBudgetUserFacts>>[number];

/**
 * Does the user's budget run in the period? From their first active month on, unless a
 * deactivation switched the budget off before the period began. Billable expenses in the period
 * always count, so that nothing billed is left out of the sums.
 */
function budgetRunsIn(user: BudgetUserFacts, period: PeriodString, month: BudgetMonthResult | undefined): boolean {
  if (!month) return false;
  if (month.billable > 0) return true;
  if (periodOfDate(firstActiveDayOf(user)) > period) return false;
  if (user.isBudgetActive) return true;
  return user.deactivationDate !== null && user.deactivationDate >= firstDayOfPeriod(period);
}

/** The budget month `period` of every company user whose budget runs in it, in six queries. */
export async function listCompanyBudgetMonths(
  db: Executor,
  companyId: string,
  period: PeriodString,
): Promise<BudgetMonthResult[]> {
  return [...(await companyBudgetMonthsByUser(db, companyId, period)).values()];
}

/** The same budget months by user id (what invoicing freezes). */
export async function companyBudgetMonthsByUser(
  db: Executor,
  companyId: string,
  period: PeriodString,
): Promise<Map<string, BudgetMonthResult>> {
  const users = await listCompanyBudgetUserFacts(db, companyId);
  const months = await computePeriodBudgets(
    db,
    companyId,
    period,
    users.map((user) => user.id),
  );
  return new Map(
    users.flatMap((user) => {
      const month = months.get(user.id);
      return month && budgetRunsIn(user, period, month) ? [[user.id, month] as const] : [];
    }),
  );
}
