import {
  isAwaitingReview,
  hasReviewWarning,
  matchesReviewFilter,
  type NeighbourUser,
  type NeighbourUserQuery,
  reviewFilterOf,
  firstDayOfPeriod,
  lastDayOfPeriod,
  type ReviewExpense,
  type ReviewFilter,
  type UserExpenseCounts,
  type UserListOrder,
  type UserSummariesPage,
  type UserSummariesQuery,
  type UserSummary,
  type UserWithExpenses,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import { periodOfMonth, presentReviewUser, presentUsersOfMonth, type UserRow } from './review-list.service';
import { keepReviewSummaries, type SummaryVersions } from './review-read-model.repository';
import { listCompanyUserRows } from './review.repository';
import {
  findNeighbourUser,
  listUserPage,
  listUserPageWithSummaries,
  showsEverything,
  type UserListing,
} from './review-summaries.repository';

type Period = Awaited<ReturnType<typeof periodOfMonth>>;

/** No filter: what kept summaries count. */
const everything: ReviewFilter = { types: [], statuses: [], checkStatus: 'all', onlyWarnings: false };

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
 * The listing of the month's users in the query's order and filter. A filter on warnings needs
 * each expense presented (receipts, duplicates, the ticket price of the day): the month is
 * presented once and the expenses with a warning are handed to the query.
 */
async function listingOf(db: Executor, actor: Actor, period: Period, order: UserListOrder): Promise<UserListing> {
  let warningExpenseIds: string[] | null = null;
  if (order.onlyWarnings) {
    warningExpenseIds = [];
    for (const entry of await presentUsersOfMonth(db, actor, period)) {
      for (const expense of entry.expenses) if (hasReviewWarning(expense)) warningExpenseIds.push(expense.id);
    }
  }
  return {
    companyId: actor.companyId,
    periodId: period.id,
    firstDay: firstDayOfPeriod(period.periodString),
    lastDay: lastDayOfPeriod(period.periodString),
    filter: reviewFilterOf(order),
    warningExpenseIds,
    search: order.search,
    userIds: order.userIds,
    sortBy: order.sortBy,
    sortOrder: order.sortOrder,
    showEmptyUsers: order.showEmptyUsers,
  };
}

/** The listed users' rows for presenting, in the list's order. */
async function userRowsOf(db: Executor, actor: Actor, userIds: readonly string[]): Promise<UserRow[]> {
  if (userIds.length === 0) return [];
  const rows = new Map((await listCompanyUserRows(db, actor.companyId, userIds)).map((row) => [row.id, row]));
  return userIds.map((id) => rows.get(id)!);
}

/** A presented user's summary under the filter. */
function summaryOf(entry: UserWithExpenses, filter: ReviewFilter): UserSummary {
  return {
    user: entry.user,
    budgetInfo: entry.budgetInfo,
    totalCost: entry.totalCost,
    counts: countExpenses(entry.expenses, filter),
  };
}

/**
 * Presents the users' summaries of the month without a filter and keeps them (docs/adr/0029)
 * under the versions read before presenting: if a writer changed the user meanwhile, the kept
 * summary is already out of date and is presented again by the next page.
 */
export async function presentAndKeepSummaries(
  db: Executor,
  actor: Actor,
  period: Period,
  rows: readonly UserRow[] | undefined,
  versionsOf: (userId: string) => SummaryVersions,
): Promise<Map<string, UserSummary>> {
  const summaries = new Map<string, UserSummary>();
  for (const entry of await presentUsersOfMonth(db, actor, period, rows)) {
    summaries.set(entry.user.id, summaryOf(entry, everything));
  }
  await keepReviewSummaries(
    db,
    actor.companyId,
    period.id,
    [...summaries.values()].map(({ user, ...summary }) => ({ userId: user.id, ...versionsOf(user.id), summary })),
  );
  return summaries;
}

/**
 * A page without a filter: the listing statement brings each user's kept summary when it is
 * current; only the others are presented from their expenses, and kept.
 */
async function pageFromKeptSummaries(
  db: Executor,
  actor: Actor,
  period: Period,
  listing: UserListing,
  page: { offset: number; limit: number },
): Promise<{ users: UserSummary[]; totalCount: number }> {
  const listed = await listUserPageWithSummaries(db, listing, page);
  const stale = listed.users.filter((user) => user.summary === null);
  const versions = new Map(listed.users.map((user) => [user.userId, user]));
  const presented =
    stale.length === 0
      ? new Map<string, UserSummary>()
      : await presentAndKeepSummaries(
          db,
          actor,
          period,
          await userRowsOf(
            db,
            actor,
            stale.map((user) => user.userId),
          ),
          (userId) => versions.get(userId)!,
        );
  const users = listed.users.map((row) => {
    if (row.summary === null) return presented.get(row.userId)!;
    const { budgetInfo, totalCost, counts } = row.summary;
    return { user: presentReviewUser({ ...row, id: row.userId }), budgetInfo, totalCost, counts };
  });
  return { users, totalCount: listed.totalCount };
}

/** GET /api/v3/expenses/users/summaries: a page of the month's users with their counts and budget. */
export async function userSummaries(
  { db }: { db: Executor },
  actor: Actor,
  query: UserSummariesQuery,
): Promise<UserSummariesPage> {
  const period = await periodOfMonth(db, actor, query.month);
  const listing = await listingOf(db, actor, period, query);
  const paging = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
  let users: UserSummary[];
  let totalCount: number;
  if (showsEverything(listing)) {
    ({ users, totalCount } = await pageFromKeptSummaries(db, actor, period, listing, paging));
  } else {
    const page = await listUserPage(db, listing, paging);
    const rows = await userRowsOf(
      db,
      actor,
      page.users.map((user) => user.userId),
    );
    const filter = reviewFilterOf(query);
    users = [...(await presentUsersOfMonth(db, actor, period, rows))].map((entry) => summaryOf(entry, filter));
    totalCount = page.totalCount;
  }
  return {
    users,
    page: query.page,
    pageSize: query.pageSize,
    totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
    totalCount,
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
  const listing = await listingOf(db, actor, period, query);
  const found = await findNeighbourUser(db, listing, query.userId, query.direction);
  if (!found) throw new AppError('NOT_FOUND', 'user');
  if (!found.neighbour) return { position: null, entry: null };
  const [entry] = await presentUsersOfMonth(db, actor, period, await userRowsOf(db, actor, [found.neighbour.userId]));
  return { position: found.neighbour.position, entry: entry! };
}
