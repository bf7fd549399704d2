import { type BudgetMonthResult, toCents } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { listFrozenBudgetMonths } from './payroll-results.repository';

export {
  deleteFrozenPeriod,
  insertFrozenPeriod,
  listFrozenBudgetMonthsOfPeriod,
  listFrozenExpenseResults,
  listFrozenLines,
  listInvoicedPeriodsWithoutResults,
  type BudgetMonthInsert,
  type ExpenseResultInsert,
  type PayrollLineInsert,
  sumYearLines,
} from './payroll-results.repository';

type FrozenMonthRow = Awaited<ReturnType<typeof listFrozenBudgetMonths>>[number];

export function frozenBudgetMonthOf(row: FrozenMonthRow): BudgetMonthResult {
  return {
    period: row.periodString,
    monthlyBudget: row.monthlyBudget === null ? null : toCents(row.monthlyBudget),
    overflow: toCents(row.overflow),
    deductions: toCents(row.deductions),
    correction: toCents(row.correction),
    available: toCents(row.available),
    billable: toCents(row.billable),
    reimbursed: toCents(row.reimbursed),
    exceeded: toCents(row.exceeded),
    remaining: toCents(row.remaining),
  };
}

/**
 * The frozen budget months of invoiced periods up to `untilPeriod`, per user and period: the
 * budget series takes them as they are instead of recomputing (ADR 15).
 */
export async function frozenBudgetMonthsByUser(
  db: Executor,
  companyId: string,
  userIds: readonly string[] | null,
  untilPeriod: string,
): Promise<Map<string, Map<string, BudgetMonthResult>>> {
  const byUser = new Map<string, Map<string, BudgetMonthResult>>();
  for (const row of await listFrozenBudgetMonths(db, companyId, userIds, untilPeriod)) {
    const months = byUser.get(row.userId) ?? new Map<string, BudgetMonthResult>();
    months.set(row.periodString, frozenBudgetMonthOf(row));
    byUser.set(row.userId, months);
  }
  return byUser;
}
