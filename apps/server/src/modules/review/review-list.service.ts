import {
  billableTotalCents,
  budgetStatusOf,
  type BudgetMonthResult,
  type ExpenseStatus,
  firstDayOfPeriod,
  fromCents,
  lastDayOfPeriod,
  type UserStatus,
  type UserWithExpenses,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import { getBudgetsOfMonth } from '../budgets/company-budgets.service';
import { firstActiveDayOf } from '../budgets/user-settings';
import { findPeriod } from '../periods/periods.service';
import { possibleDuplicates } from './review-duplicates';
import { presentReviewExpense } from './review.presenter';
import {
  listCompanyUserRows,
  listPeriodExpenseRows,
  listPeriodFileRows,
  listReceiptTwinsOutsidePeriod,
  type ReviewExpenseRow,
} from './review.repository';

type UserRow = Awaited<ReturnType<typeof listCompanyUserRows>>[number];
type FileRow = Awaited<ReturnType<typeof listPeriodFileRows>>[number];

/**
 * Who belongs on the review screen of a month: everyone with an expense in it, and everyone who
 * could bill in it (active by its last day and not deactivated before its first day).
 */
function couldBillIn(user: UserRow, month: string): boolean {
  if (firstActiveDayOf(user) > lastDayOfPeriod(month)) return false;
  if (user.status !== 'DEACTIVATED') return true;
  return user.deactivationDate !== null && user.deactivationDate >= firstDayOfPeriod(month);
}

function presentBudgetInfo(budget: BudgetMonthResult) {
  return {
    totalBudget: fromCents(Math.max(0, budget.available)),
    usedBudget: fromCents(budget.billable),
    exceededBudget: fromCents(budget.exceeded),
    remainingBudget: fromCents(budget.remaining),
    isBudgetExceeded: budget.exceeded > 0,
    monthlyBudget: budget.monthlyBudget === null ? null : fromCents(budget.monthlyBudget),
    overflow: fromCents(budget.overflow),
    budgetStatus: budgetStatusOf(budget.monthlyBudget, budget.remaining),
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * GET /api/v3/expenses/users?month: every user of the company with their expenses of the month
 * and their budget in it. A fixed number of queries whatever the company's size: the period,
 * the users, the expenses, their files, receipt twins in other periods, and the budget sums.
 */
export async function listUsersWithExpenses(db: Executor, actor: Actor, month: string): Promise<UserWithExpenses[]> {
  const period = await findPeriod(db, actor.companyId, month);
  if (!period) throw new AppError('NOT_FOUND', `period ${month}`);
  const [userRows, expenseRows, fileRows, twins] = await Promise.all([
    listCompanyUserRows(db, actor.companyId),
    listPeriodExpenseRows(db, actor.companyId, period.id),
    listPeriodFileRows(db, actor.companyId, period.id),
    listReceiptTwinsOutsidePeriod(db, actor.companyId, period.id),
  ]);
  const expensesByUser = groupBy<ReviewExpenseRow>(expenseRows, (row) => row.expense.userId);
  const filesByExpense = groupBy<FileRow>(fileRows, (file) => file.expenseId);
  const users = userRows.filter((user) => expensesByUser.has(user.id) || couldBillIn(user, month));
  const budgets = await getBudgetsOfMonth(
    db,
    actor.companyId,
    month,
    users.map((user) => ({
      id: user.id,
      monthlyBudget: user.monthlyBudget,
      groupBudget: user.groupBudget,
      overflowInterval: user.overflowInterval ?? [],
      budgetOverflowStarts: user.budgetOverflowStarts,
      firstActiveDay: firstActiveDayOf(user),
    })),
  );
  const duplicates = possibleDuplicates(expenseRows, fileRows, twins);
  return users.map((user) => {
    const rows = expensesByUser.get(user.id) ?? [];
    const expenses = rows.map((row) =>
      presentReviewExpense(row, filesByExpense.get(row.expense.id) ?? [], actor, duplicates.has(row.expense.id)),
    );
    return {
      user: {
        id: user.id,
        name: `${user.firstName} ${user.lastName}`,
        firstName: user.firstName,
        lastName: user.lastName,
        personalNumber: user.personalNumber,
        email: user.email,
        status: user.status as UserStatus,
      },
      expenses,
      budgetInfo: presentBudgetInfo(budgets.get(user.id)!),
      totalCost: fromCents(billableTotalCents(rows.map((r) => ({ status: r.expense.status as ExpenseStatus, cost: r.expense.cost })))),
    };
  });
}
