import type { Cents } from '../money/money';
import { monthOfPeriod, type PeriodString } from '../vocabulary/period-string';

/**
 * Budget arithmetic per user and period (DECISIONS "Budget arithmetic"), in cents of the company
 * currency. Both the employee screen and the review build on these functions.
 */

/** One month of a user's budget history, as the server gathers it. */
export interface BudgetMonthInput {
  period: PeriodString;
  /** monthlyBudget(P): the user's own budget if set, else the group's; null when neither. */
  monthlyBudget: Cents | null;
  deductions: Cents;
  correction: Cents;
  /** Cost of the SUBMITTED and INVOICED expenses billed in P. */
  billable: Cents;
  /**
   * An invoiced month's figures as frozen at invoice: taken as they are, and the next month's
   * overflow starts from them, whatever changed since.
   */
  frozen?: BudgetMonthResult;
}

export interface BudgetMonthResult {
  period: PeriodString;
  monthlyBudget: Cents | null;
  overflow: Cents;
  deductions: Cents;
  correction: Cents;
  available: Cents;
  billable: Cents;
  reimbursed: Cents;
  exceeded: Cents;
  /** What is left to spend, never below zero. */
  remaining: Cents;
}

/** With no interval every month expires; otherwise the listed months do. */
export function isExpiryMonth(period: PeriodString, overflowInterval: readonly number[]): boolean {
  return overflowInterval.length === 0 || overflowInterval.includes(monthOfPeriod(period));
}

export interface BudgetSettings {
  overflowInterval: readonly number[];
  /** First period whose overflow may be non-zero (from budgetOverflowStarts); null: no limit. */
  overflowStarts: PeriodString | null;
}

/**
 * Computes consecutive months, oldest first; the first entry is the user's first budget month.
 * overflow(P) = 0 when P-1 expires, P is the first month or P is before overflowStarts; else
 * max(0, available(P-1) - reimbursed(P-1)).
 */
export function computeBudgetSeries(
  months: readonly BudgetMonthInput[],
  settings: BudgetSettings,
): BudgetMonthResult[] {
  const results: BudgetMonthResult[] = [];
  let previous: BudgetMonthResult | null = null;
  for (const month of months) {
    if (month.frozen) {
      results.push(month.frozen);
      previous = month.frozen;
      continue;
    }
    const carries =
      previous !== null &&
      !isExpiryMonth(previous.period, settings.overflowInterval) &&
      (settings.overflowStarts === null || month.period >= settings.overflowStarts);
    const overflow = carries && previous ? Math.max(0, previous.available - previous.reimbursed) : 0;
    const available = (month.monthlyBudget ?? 0) + overflow - month.deductions + month.correction;
    const reimbursed = Math.min(month.billable, Math.max(0, available));
    const result: BudgetMonthResult = {
      period: month.period,
      monthlyBudget: month.monthlyBudget,
      overflow,
      deductions: month.deductions,
      correction: month.correction,
      available,
      billable: month.billable,
      reimbursed,
      exceeded: Math.max(0, month.billable - available),
      remaining: Math.max(0, available - month.billable),
    };
    results.push(result);
    previous = result;
  }
  return results;
}

export const budgetStatuses = ['UNASSIGNED', 'CONSUMED'] as const;
export type BudgetStatus = (typeof budgetStatuses)[number];

/** UNASSIGNED without a monthly budget above 0; CONSUMED when nothing remains; else none. */
export function budgetStatusOf(monthlyBudget: Cents | null, remaining: Cents): BudgetStatus | null {
  if (monthlyBudget === null || monthlyBudget <= 0) return 'UNASSIGNED';
  if (remaining <= 0) return 'CONSUMED';
  return null;
}

/** Budget chart inputs: used is capped at the budget, remaining is never negative. */
export function budgetChartValues(budget: Cents, used: Cents): { used: Cents; remaining: Cents; usedPercent: number } {
  const cappedUsed = Math.max(0, Math.min(used, budget));
  const remaining = Math.max(0, budget - used);
  return { used: cappedUsed, remaining, usedPercent: budget > 0 ? (cappedUsed / budget) * 100 : 0 };
}

export interface BudgetDisplayInput {
  monthlyBudget: Cents | null;
  overflowBudget: Cents | null;
  deductions: Cents;
  correction: Cents;
  companyMobilityBudget: Cents | null;
  detachCompanyMobilityBudget: boolean;
}

/**
 * Spec 001 §5 "Budget display": total is null when there is a monthly budget but no overflow
 * figure; otherwise monthly + overflow - deductions + correction, shown never below zero. The
 * company mobility budget is zero when detached and never above the total.
 */
export function budgetDisplay(input: BudgetDisplayInput): { totalBudget: Cents | null; companyMobilityBudget: Cents } {
  const totalBudget =
    input.monthlyBudget !== null && input.overflowBudget === null
      ? null
      : Math.max(0, (input.monthlyBudget ?? 0) + (input.overflowBudget ?? 0) - input.deductions + input.correction);
  const ownShare = input.detachCompanyMobilityBudget ? 0 : Math.max(0, input.companyMobilityBudget ?? 0);
  return { totalBudget, companyMobilityBudget: totalBudget === null ? ownShare : Math.min(ownShare, totalBudget) };
}
