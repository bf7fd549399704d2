import {
  isAwaitingReview,
  hasReviewWarning,
  matchesReviewFilter,
  type NeighbourUser,
  type NeighbourUserQuery,
  reviewFilterOf,
  toCents,
  type ReviewExpense,
  type ReviewFilter,
  type UserExpenseCounts,
  type UserListOrder,
  type UserSummariesPage,
  type UserSummariesQuery,
  type UserWithExpenses,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import { couldBillIn, periodOfMonth, presentUsersOfMonth, type UserRow } from './review-list.service';
import { listCompanyUserRows } from './review.repository';
import { listUserTallies, type UserTally } from './review-summaries.repository';

type Period = Awaited<ReturnType<typeof periodOfMonth>>;

interface ListedUser {
  row: UserRow;
  tally: UserTally;
}

/** Counts of one user's expenses, by the same rules as the screen's filter. */
export function countExpenses(expenses: readonly ReviewExpense[], filter: ReviewFilter): UserExpenseCounts {
  const counts = { all: 0, matching: 0, toReview: 0, checked: 0, marked: 0, rejected: 0, warnings: 0 };
  for (const expense of expenses) {
    counts.all += 1;
    if (matchesReviewFilter(expense, filter)) counts.matching += 1;
    if (isAwaitingReview(expense)) counts.toReview += 1;
    if (expense.isChecked) counts.checked += 1;
    if (expense.isMarked) counts.marked += 1;
    if (expense.status === 'REJECTED') counts.rejected += 1;
    if (hasReviewWarning(expense)) counts.warnings += 1;
  }
  return counts;
}

/**
 * The tallies of every user with an expense in the period. A filter on warnings needs each
 * expense presented (receipts, duplicates, the ticket price of the day); the others are counted
 * by the database.
 */
async function talliesOf(db: Executor, actor: Actor, period: Period, filter: ReviewFilter): Promise<UserTally[]> {
  if (!filter.onlyWarnings) return listUserTallies(db, actor.companyId, period.id, filter);
  const tallies: UserTally[] = [];
  for (const entry of await presentUsersOfMonth(db, actor, period)) {
    if (entry.expenses.length === 0) continue;
    const counts = countExpenses(entry.expenses, filter);
    tallies.push({
      userId: entry.user.id,
      all: counts.all,
      matching: counts.matching,
      toReview: counts.toReview,
      total: entry.totalCost,
    });
  }
  return tallies;
}

function searchable(row: UserRow): string {
  return `${row.firstName} ${row.lastName}\n${row.lastName} ${row.firstName}\n${row.email}\n${row.personalNumber ?? ''}`.toLowerCase();
}

const byField: Record<UserListOrder['sortBy'], ((a: ListedUser, b: ListedUser) => number) | null> = {
  // The users arrive by last name, first name and id: that order is the name's.
  name: null,
  personalNumber: (a, b) => (a.row.personalNumber ?? '').localeCompare(b.row.personalNumber ?? '', 'de'),
  totalCost: (a, b) => toCents(a.tally.total) - toCents(b.tally.total),
  toReview: (a, b) => a.tally.toReview - b.tally.toReview,
};

/**
 * The audit list's users in the screen's order: everyone who could bill in the month or has an
 * expense in it, matching the search, without those the filter leaves empty unless asked for.
 */
async function listedUsers(db: Executor, actor: Actor, period: Period, order: UserListOrder): Promise<ListedUser[]> {
  const filter = reviewFilterOf(order);
  const [rows, tallies] = await Promise.all([
    listCompanyUserRows(db, actor.companyId),
    talliesOf(db, actor, period, filter),
  ]);
  const tallyOf = new Map(tallies.map((tally) => [tally.userId, tally]));
  const needle = order.search?.toLowerCase();
  const listed: ListedUser[] = [];
  for (const row of rows) {
    const tally = tallyOf.get(row.id);
    if (!tally && !couldBillIn(row, period.periodString)) continue;
    if (!order.showEmptyUsers && (tally?.matching ?? 0) === 0) continue;
    if (needle && !searchable(row).includes(needle)) continue;
    listed.push({ row, tally: tally ?? { userId: row.id, all: 0, matching: 0, toReview: 0, total: '0' } });
  }
  const compare = byField[order.sortBy];
  const direction = order.sortOrder === 'DESC' ? -1 : 1;
  if (compare)
    listed.sort((a, b) => direction * compare(a, b)); // stable: equal values keep the name's order
  else if (direction === -1) listed.reverse();
  return listed;
}

/** GET /api/v3/expenses/users/summaries: a page of the month's users with their counts and budget. */
export async function userSummaries(
  { db }: { db: Executor },
  actor: Actor,
  query: UserSummariesQuery,
): Promise<UserSummariesPage> {
  const period = await periodOfMonth(db, actor, query.month);
  const listed = await listedUsers(db, actor, period, query);
  const start = (query.page - 1) * query.pageSize;
  const page = listed.slice(start, start + query.pageSize);
  const filter = reviewFilterOf(query);
  const users = [
    ...(await presentUsersOfMonth(
      db,
      actor,
      period,
      page.map((user) => user.row),
    )),
  ].map((entry) => ({
    user: entry.user,
    budgetInfo: entry.budgetInfo,
    totalCost: entry.totalCost,
    counts: countExpenses(entry.expenses, filter),
  }));
  return {
    users,
    page: query.page,
    pageSize: query.pageSize,
    totalPages: Math.max(1, Math.ceil(listed.length / query.pageSize)),
    totalCount: listed.length,
  };
}

/** GET /api/v3/expenses/users/{userId}?month: one user's card; 404 for a user of another company. */
export async function userExpenses(
  { db }: { db: Executor },
  actor: Actor,
  { userId, month }: { userId: string; month: string },
): Promise<UserWithExpenses> {
  const period = await periodOfMonth(db, actor, month);
  const rows = await listCompanyUserRows(db, actor.companyId, [userId]);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'user');
  const [entry] = await presentUsersOfMonth(db, actor, period, rows);
  return entry!;
}

/**
 * GET /api/v3/expenses/users/summaries/neighbour: the nearest user after (or before) `userId` in
 * the list's order with an expense the filter shows; users the screen hides are skipped.
 */
export async function neighbourUser(
  { db }: { db: Executor },
  actor: Actor,
  query: NeighbourUserQuery,
): Promise<NeighbourUser> {
  const period = await periodOfMonth(db, actor, query.month);
  const listed = await listedUsers(db, actor, period, query);
  const from = listed.findIndex((user) => user.row.id === query.userId);
  if (from < 0) throw new AppError('NOT_FOUND', 'user');
  const step = query.direction === 'NEXT' ? 1 : -1;
  for (let index = from + step; index >= 0 && index < listed.length; index += step) {
    const candidate = listed[index]!;
    if (candidate.tally.matching === 0) continue;
    const [entry] = await presentUsersOfMonth(db, actor, period, [candidate.row]);
    return { position: index, entry: entry! };
  }
  return { position: null, entry: null };
}
