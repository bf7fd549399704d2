import {
  type BudgetMonthResult,
  checkedPercentageOf,
  type Expense,
  fromCents,
  type MobilityType,
  mobilityTypes,
  type PeriodBudgetResponse,
  type PeriodExpensesResponse,
  sumPeriodBudget,
} from '@mobilo/contract';

/** Counted over the billable expenses (SUBMITTED or INVOICED), as on the period list. */
export function checkedPercentageOfExpenses(expenses: readonly Expense[]): number {
  const billable = expenses.filter((e) => e.isBillable);
  return checkedPercentageOf(billable.filter((e) => e.isChecked).length, billable.length);
}

/**
 * What a payroll export of the period would warn about (DECISIONS "Export warnings"): an
 * employee with billable expenses but no personal number, a billable expense that is unchecked
 * or marked, or an employee over budget.
 */
export function hasExportWarnings(expenses: readonly Expense[], budgetMonths: readonly BudgetMonthResult[]): boolean {
  const billable = expenses.filter((e) => e.isBillable);
  return (
    billable.some((e) => !e.user.personalNumber?.trim() || !e.isChecked || e.isMarked) ||
    budgetMonths.some((m) => m.exceeded > 0)
  );
}

export function presentPeriodExpenses(expenses: Expense[], budgetMonths: readonly BudgetMonthResult[]): PeriodExpensesResponse {
  const users = new Map(expenses.map((e) => [e.user.id, { id: e.user.id, name: e.user.name }]));
  const types = new Set(expenses.map((e) => e.type).filter((t): t is MobilityType => t !== null));
  return {
    expenses,
    filterableUsers: [...users.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    filterableMobilityTypes: mobilityTypes.filter((t) => types.has(t)),
    checkedPercentage: checkedPercentageOfExpenses(expenses),
    hasExportWarnings: hasExportWarnings(expenses, budgetMonths),
  };
}

export function presentPeriodBudget(period: string, months: readonly BudgetMonthResult[]): PeriodBudgetResponse {
  const totals = sumPeriodBudget(months);
  return {
    period,
    monthlyBudget: fromCents(totals.monthlyBudget),
    overflow: fromCents(totals.overflow),
    budgetUsage: fromCents(totals.budgetUsage),
    budgetRemaining: fromCents(totals.budgetRemaining),
    reimbursed: fromCents(totals.reimbursed),
    exceededBudget: fromCents(totals.exceededBudget),
    usersCount: totals.userCount,
    userCount: totals.userCount,
    hasBudget: totals.hasBudget,
  };
}
