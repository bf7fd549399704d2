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

/** The company's periods and grouped sums that can still matter for `month`. */
export interface CompanyBudgetInputs {
  month: string;
  periodStrings: string[];
  billable: Map<string, Map<string, Cents>>;
  deductions: Map<string, Map<string, Cents>>;
  corrections: Map<string, Map<string, Cents>>;
}

/** Four queries whatever the number of users: the periods and three grouped sums. */
export async function loadCompanyBudgetInputs(db: Executor, companyId: string, month: string): Promise<CompanyBudgetInputs> {
  const from = earliestPeriodThatMatters(month);
  const [periodRows, sums] = await Promise.all([
    listPeriodsUntil(db, companyId, month),
    companySumsByUserAndPeriod(db, companyId, from, month),
  ]);
  return {
    month,
    periodStrings: periodRows.map((p) => p.periodString).filter((p) => p >= from),
    billable: byUser(sums.billable),
    deductions: byUser(sums.deductions),
    corrections: byUser(sums.corrections),
  };
}

/** Each user's budget in the month, computed in memory from the loaded inputs. */
export function budgetsOfMonth(
  inputs: CompanyBudgetInputs,
  users: readonly (UserBudgetFacts & { id: string })[],
): Map<string, BudgetMonthResult> {
  const result = new Map<string, BudgetMonthResult>();
  for (const user of users) {
    const userSums: UserPeriodSums = {
      billable: inputs.billable.get(user.id) ?? none,
      deductions: inputs.deductions.get(user.id) ?? none,
      corrections: inputs.corrections.get(user.id) ?? none,
    };
    result.set(user.id, budgetOfMonth(user, inputs.periodStrings, userSums, inputs.month));
  }
  return result;
}
