import type { BudgetMonthResult, PeriodString } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { listPeriodsUntil } from '../periods/periods.service';
import { userBudgetSeries } from './budget-series';
import { listBudgetUsers, sumsByUserAndPeriod } from './period-budgets.repository';

function groupByUser<T extends { userId: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.userId);
    if (list) list.push(row);
    else map.set(row.userId, [row]);
  }
  return map;
}

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
  const [periodRows, budgetUsers, sums] = await Promise.all([
    listPeriodsUntil(db, companyId, period),
    listBudgetUsers(db, companyId, userIds),
    sumsByUserAndPeriod(db, companyId, userIds, period),
  ]);
  const periodStrings = periodRows.map((row) => row.periodString);
  const billable = groupByUser(sums.billable);
  const deductions = groupByUser(sums.deductions);
  const corrections = groupByUser(sums.corrections);
  const result = new Map<string, BudgetMonthResult>();
  for (const user of budgetUsers) {
    const series = userBudgetSeries(user, user.group?.budget ? { budget: user.group.budget, overflowInterval: user.group.overflowInterval } : null, periodStrings, {
      billable: billable.get(user.id) ?? [],
      deductions: deductions.get(user.id) ?? [],
      corrections: corrections.get(user.id) ?? [],
    });
    const month = series.find((entry) => entry.period === period);
    if (month) result.set(user.id, month);
  }
  return result;
}
