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

/** `hasExportWarnings` comes from the payroll export's own warnings, so the two always agree. */
export function presentPeriodExpenses(expenses: Expense[], hasExportWarnings: boolean): PeriodExpensesResponse {
  const users = new Map(expenses.map((e) => [e.user.id, { id: e.user.id, name: e.user.name }]));
  const types = new Set(expenses.map((e) => e.type).filter((t): t is MobilityType => t !== null));
  return {
    expenses,
    filterableUsers: [...users.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    filterableMobilityTypes: mobilityTypes.filter((t) => types.has(t)),
    checkedPercentage: checkedPercentageOfExpenses(expenses),
    hasExportWarnings,
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
