import type { BudgetMonthResult } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { frozenBudgetMonthsByUser } from '../payroll-results/payroll-results.service';
import { listPeriodsUntil } from '../periods/periods.service';
import { budgetOfMonth, earliestPeriodThatMatters, type UserBudgetFacts } from './budget-of-month';
import { type BudgetSeriesSums, sumsPerUser } from './budget-series';
import { budgetSums } from './budget-sums.repository';

export type { UserBudgetFacts };

/** The company's periods and the grouped sums that can still matter for `month`. */
export interface CompanyBudgetInputs {
  month: string;
  periodStrings: string[];
  /** The grouped sums of one user. */
  sumsOf: (userId: string) => BudgetSeriesSums;
  /** Frozen months of invoiced periods per user (ADR 15). */
  frozen: Map<string, Map<string, BudgetMonthResult>>;
}

/**
 * Five queries for the whole company whatever the number of users: the periods, three grouped
 * sums, the frozen months; `userIds` limits the sums and frozen months to some users.
 */
export async function loadCompanyBudgetInputs(
  db: Executor,
  companyId: string,
  month: string,
  userIds: readonly string[] | null = null,
): Promise<CompanyBudgetInputs> {
  const from = earliestPeriodThatMatters(month);
  const [periodRows, sums, frozen] = await Promise.all([
    listPeriodsUntil(db, companyId, month),
    budgetSums(db, companyId, { userIds, from, until: month }),
    frozenBudgetMonthsByUser(db, companyId, userIds, month),
  ]);
  return {
    month,
    periodStrings: periodRows.map((p) => p.periodString).filter((p) => p >= from),
    sumsOf: sumsPerUser(sums),
    frozen,
  };
}

/** Each user's budget in the month, computed in memory from the loaded inputs. */
export function budgetsOfMonth(
  inputs: CompanyBudgetInputs,
  users: readonly (UserBudgetFacts & { id: string })[],
): Map<string, BudgetMonthResult> {
  const result = new Map<string, BudgetMonthResult>();
  for (const user of users) {
    const sums = inputs.sumsOf(user.id);
    result.set(user.id, budgetOfMonth(user, inputs.periodStrings, sums, inputs.month, inputs.frozen.get(user.id)));
  }
  return result;
}
