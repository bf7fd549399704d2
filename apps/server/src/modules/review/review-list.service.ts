import {
  billableTotalCents,
  budgetStatusOf,
  type BudgetMonthResult,
  firstDayOfPeriod,
  fromCents,
  lastDayOfPeriod,
  type UserWithExpenses,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import { budgetsOfMonth, loadCompanyBudgetInputs } from '../budgets/company-budgets.service';
import { firstActiveDayOf } from '../budgets/budgets.service';
import { findPeriod } from '../periods/periods.service';
import { possibleDuplicates } from './review-duplicates';
import { presentReviewExpense } from './review.presenter';
import {
  type ExpenseRecord,
  listCompanyUserRows,
  listPeriodExpenses,
  listPeriodFileRows,
  listReceiptTwinsOutsidePeriod,
  listRejectReasonRows,
} from './review.repository';

export type UserRow = Awaited<ReturnType<typeof listCompanyUserRows>>[number];
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

/** The user as the review screen's cards and summaries show them. */
export function presentReviewUser(
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'personalNumber' | 'email' | 'status'>,
): UserWithExpenses['user'] {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    personalNumber: user.personalNumber,
    email: user.email,
    status: user.status,
  };
}

type Period = NonNullable<Awaited<ReturnType<typeof findPeriod>>>;

/** The month's period of the actor's company; 404 when the company has none for it. */
export async function periodOfMonth(db: Executor, actor: Actor, month: string): Promise<Period> {
  const period = await findPeriod(db, actor.companyId, month);
  if (!period) throw new AppError('NOT_FOUND', `period ${month}`);
  return period;
}

/**
 * The users' cards of the month with their expenses and budget: for the whole company (`users`
 * absent: everyone who could bill in the month) or for the given users (a page, one card). A
 * fixed number of queries whatever their number: the users, the expenses, their files, receipt
 * twins in other periods, the budget sums and the reject reasons.
 *
 * Each user is presented only when the iterable is read. The full list's route serialises user
 * after user, so the presented objects of one user are garbage before the next is built,
 * instead of tens of thousands of expenses living until the end.
 */
export async function presentUsersOfMonth(
  db: Executor,
  actor: Actor,
  period: Period,
  users?: readonly UserRow[],
): Promise<Iterable<UserWithExpenses>> {
  const month = period.periodString;
  const userIds = users?.map((user) => user.id);
  if (userIds?.length === 0) return [];
  const [userRows, expenseRows, fileRows, twins, budgetInputs, reasonRows] = await Promise.all([
    users ?? listCompanyUserRows(db, actor.companyId),
    listPeriodExpenses(db, actor.companyId, period.id, userIds),
    listPeriodFileRows(db, actor.companyId, period.id, userIds),
    listReceiptTwinsOutsidePeriod(db, actor.companyId, period.id, userIds),
    loadCompanyBudgetInputs(db, actor.companyId, month, userIds ?? null),
    listRejectReasonRows(db),
  ]);
  const expensesByUser = groupBy<ExpenseRecord>(expenseRows, (expense) => expense.userId);
  const filesByExpense = groupBy<FileRow>(fileRows, (file) => file.expenseId);
  // Owner, period and reason are shared by many rows: built once, not fetched per row.
  const periodFacts = { periodString: period.periodString, isClosed: period.isClosed, isInvoiced: period.isInvoiced };
  const reasons = new Map(reasonRows.map((r) => [r.id, { code: r.code, en: r.descriptionEn, de: r.descriptionDe }]));
  const shown = users ?? userRows.filter((user) => expensesByUser.has(user.id) || couldBillIn(user, month));
  const budgets = budgetsOfMonth(
    budgetInputs,
    shown.map((user) => ({
      ...user,
      group:
        user.groupBudget === null ? null : { budget: user.groupBudget, overflowInterval: user.overflowInterval ?? [] },
    })),
  );
  const duplicates = possibleDuplicates(expenseRows, fileRows, twins);
  const present = (user: UserRow): UserWithExpenses => {
    const records = expensesByUser.get(user.id) ?? [];
    const owner = {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      personalNumber: user.personalNumber,
    };
    const expenses = records.map((expense) =>
      presentReviewExpense(
        {
          expense,
          owner,
          period: periodFacts,
          rejectReason: expense.rejectReasonId ? (reasons.get(expense.rejectReasonId) ?? null) : null,
        },
        filesByExpense.get(expense.id) ?? [],
        actor,
        duplicates.has(expense.id),
      ),
    );
    return {
      user: presentReviewUser(user),
      expenses,
      budgetInfo: presentBudgetInfo(budgets.get(user.id)!),
      totalCost: fromCents(billableTotalCents(records.map((r) => ({ status: r.status, cost: r.cost })))),
    };
  };
  return {
    *[Symbol.iterator]() {
      for (const user of shown) yield present(user);
    },
  };
}

/**
 * GET /api/v3/expenses/users?month: every user of the company who could bill in the month (or
 * has an expense in it) with their expenses of the month and their budget in it, as the
 * specification shows it. The audit screen reads pages of summaries instead (ADR 0021).
 */
export async function usersWithExpenses(
  { db }: { db: Executor },
  actor: Actor,
  { month }: { month: string },
): Promise<Iterable<UserWithExpenses>> {
  return presentUsersOfMonth(db, actor, await periodOfMonth(db, actor, month));
}
