import { type BudgetMonthResult, type Cents, toCents } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { listPeriodsUntil } from '../periods/periods.service';
import { budgetOfMonth, earliestPeriodThatMatters, type UserBudgetFacts, type UserPeriodSums } from './budget-of-month';
import { companySumsByUserAndPeriod } from './company-budgets.repository';

export type { UserBudgetFacts };

type SumRow = { userId: string; periodString: string; amount: string | null };

function byUser(rows: SumRow[]): Map<string, Map<string, Cents>> {
  const result = new Map<string, Map<string, Cents>>();
  for (const row of rows) {
    const perPeriod = result.get(row.userId) ?? new Map<string, Cents>();
    perPeriod.set(row.periodString, (perPeriod.get(row.periodString) ?? 0) + toCents(row.amount ?? '0'));
    result.set(row.userId, perPeriod);
  }
  return result;
}

const none: ReadonlyMap<string, Cents> = new Map();

/**
 * The budget in `month` of many users of one company, with a fixed number of queries: the
 * company's periods and the grouped sums of the months that can matter, then the arithmetic
 * per user in memory.
 */
export async function getBudgetsOfMonth(
  db: Executor,
  companyId: string,
  month: string,
  users: readonly (UserBudgetFacts & { id: string })[],
): Promise<Map<string, BudgetMonthResult>> {
  const from = earliestPeriodThatMatters(month);
  const [periodRows, sums] = await Promise.all([
    listPeriodsUntil(db, companyId, month),
    companySumsByUserAndPeriod(db, companyId, from, month),
  ]);
  const periodStrings = periodRows.map((p) => p.periodString).filter((p) => p >= from);
  const billable = byUser(sums.billable);
  const deductions = byUser(sums.deductions);
  const corrections = byUser(sums.corrections);
  const result = new Map<string, BudgetMonthResult>();
  for (const user of users) {
    const userSums: UserPeriodSums = {
      billable: billable.get(user.id) ?? none,
      deductions: deductions.get(user.id) ?? none,
      corrections: corrections.get(user.id) ?? none,
    };
    result.set(user.id, budgetOfMonth(user, periodStrings, userSums, month));
  }
  return result;
}
