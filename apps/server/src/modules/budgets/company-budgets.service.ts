import type { BudgetMonthResult } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { frozenBudgetMonthsByUser } from '../payroll-results/payroll-results.service';
import { listPeriodsUntil } from '../periods/periods.service';
import { budgetOfMonth, earliestPeriodThatMatters, type UserBudgetFacts } from './budget-of-month';
import type { BudgetSeriesSums } from './budget-series';
import { companySumsByUserAndPeriod } from './company-budgets.repository';

export type { UserBudgetFacts };

type SumRow = { userId: string; periodString: string; amount: string | null };

function byUser<T>(rows: readonly SumRow[], entry: (row: SumRow) => T): Map<string, T[]> {
  const result = new Map<string, T[]>();
  for (const row of rows) {
    const list = result.get(row.userId);
    if (list) list.push(entry(row));
    else result.set(row.userId, [entry(row)]);
  }
  return result;
}

/** The company's periods and the grouped sums that can still matter for `month`. */
export interface CompanyBudgetInputs {
  month: string;
  periodStrings: string[];
  billable: Map<string, BudgetSeriesSums['billable'][number][]>;
  deductions: Map<string, BudgetSeriesSums['deductions'][number][]>;
  corrections: Map<string, BudgetSeriesSums['corrections'][number][]>;
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
    companySumsByUserAndPeriod(db, companyId, from, month, userIds),
    frozenBudgetMonthsByUser(db, companyId, userIds, month),
  ]);
  const amount = (row: SumRow) => ({ periodString: row.periodString, amount: row.amount ?? '0' });
  return {
    month,
    periodStrings: periodRows.map((p) => p.periodString).filter((p) => p >= from),
    billable: byUser(sums.billable, (row) => ({ periodString: row.periodString, billable: row.amount ?? '0' })),
    deductions: byUser(sums.deductions, amount),
    corrections: byUser(sums.corrections, amount),
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
    const sums: BudgetSeriesSums = {
      billable: inputs.billable.get(user.id) ?? [],
      deductions: inputs.deductions.get(user.id) ?? [],
      corrections: inputs.corrections.get(user.id) ?? [],
    };
    result.set(user.id, budgetOfMonth(user, inputs.periodStrings, sums, inputs.month, inputs.frozen.get(user.id)));
  }
  return result;
}
