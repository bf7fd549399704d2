import { type ReviewFilter, type UserStatus, type UserSummarySortField } from '@mobilo/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { plainRows } from '../../db/plain-rows';
import { expenses } from '../../db/schema/expenses';
import {
  reviewCompanyVersions,
  type ReviewUserMonthSummary,
  reviewUserMonthSummaries,
  reviewUserVersions,
} from '../../db/schema/review-user-month-summaries';
import { reviewUserMonths } from '../../db/schema/review-user-months';
import { users } from '../../db/schema/users';
import type { SummaryVersions } from './review-read-model.repository';

/** One user's expenses of the period, counted: what ordering and paging the audit list needs. */
export interface UserTally {
  userId: string;
  all: number;
  /** Shown by the filter. */
  matching: number;
  toReview: number;
  /** Cost of the billable expenses, decimal text. */
  total: string;
}

/** `processStatusOf` of the contract, in SQL. */
const processStatus = sql`case ${expenses.status}
    when 'INCOMPLETE' then 'INCOMPLETED'
    when 'SUBMITTED' then case when ${expenses.isMarked} then 'MARKED' when ${expenses.isChecked} then 'APPROVED' else 'SUBMITTED' end
    when 'INVOICED' then 'COMPLETED'
    else ${expenses.status} end`;

/**
 * `matchesReviewFilter` of the contract without its warnings, in SQL (warnings depend on the
 * receipts and the ticket price of the day: a filter on them is answered from presented rows).
 */
function matchCondition(filter: Omit<ReviewFilter, 'onlyWarnings'>): SQL {
  const conditions = [
    filter.types.length > 0 ? inArray(expenses.type, [...filter.types]) : undefined,
    filter.statuses.length > 0
      ? sql`${processStatus} in (${sql.join(
          filter.statuses.map((status) => sql`${status}`),
          sql`, `,
        )})`
      : undefined,
    filter.checkStatus === 'checked' ? sql`${expenses.isChecked}` : undefined,
    filter.checkStatus === 'marked' ? sql`${expenses.isMarked}` : undefined,
    filter.checkStatus === 'unchecked' ? sql`not ${expenses.isChecked} and not ${expenses.isMarked}` : undefined,
  ];
  return and(...conditions) ?? sql`true`;
}

/** The order and filter of the audit list's users (the contract's query without paging). */
export interface UserListing {
  companyId: string;
  periodId: string;
  firstDay: string;
  lastDay: string;
  filter: Omit<ReviewFilter, 'onlyWarnings'>;
  /** With a filter on warnings: the month's expenses that have one (found by presenting them). */
  warningExpenseIds: readonly string[] | null;
  search: string | undefined;
  /** Only these users; everyone when empty. */
  userIds: readonly string[];
  sortBy: UserSummarySortField;
  sortOrder: 'ASC' | 'DESC';
  showEmptyUsers: boolean;
}

const sortColumns: Record<UserSummarySortField, SQL | null> = {
  name: null,
  personalNumber: sql`coalesce(u.personal_number, '')`,
  totalCost: sql`coalesce(t.total, 0)`,
  toReview: sql`coalesce(t.to_review, 0)`,
};

/** Whether the listing shows every expense: then it counts from the read model alone. */
export function showsEverything(listing: UserListing): boolean {
  const { types, statuses, checkStatus } = listing.filter;
  return listing.warningExpenseIds === null && types.length === 0 && statuses.length === 0 && checkStatus === 'all';
}

/**
 * Each user's tally of the period: without a filter, the read model's rows (one index range of
 * the company's month, docs/adr/0029); with one, the period's expenses counted per user, since
 * what a filter matches is not kept.
 */
function tallies(listing: UserListing): SQL {
  if (showsEverything(listing)) {
    return sql`select ${reviewUserMonths.userId} as user_id, ${reviewUserMonths.expenseCount} as all_count,
        ${reviewUserMonths.expenseCount} as matching, ${reviewUserMonths.toReview} as to_review,
        ${reviewUserMonths.total} as total
      from ${reviewUserMonths}
      where ${and(eq(reviewUserMonths.companyId, listing.companyId), eq(reviewUserMonths.periodId, listing.periodId))}`;
  }
  const warning = listing.warningExpenseIds
    ? sql`${expenses.id} = any(string_to_array(${listing.warningExpenseIds.join(',')}, ',')::uuid[])`
    : undefined;
  const matches = and(matchCondition(listing.filter), warning) ?? sql`true`;
  const awaiting = sql`${expenses.status} = 'SUBMITTED' and not ${expenses.isChecked} and not ${expenses.isMarked}`;
  return sql`select ${expenses.userId} as user_id,
      count(*)::int as all_count,
      (count(*) filter (where ${matches}))::int as matching,
      (count(*) filter (where ${awaiting}))::int as to_review,
      coalesce(sum(${expenses.cost}) filter (where ${expenses.status} in ('SUBMITTED', 'INVOICED')), 0) as total
    from ${expenses}
    where ${and(eq(expenses.companyId, listing.companyId), eq(expenses.periodId, listing.periodId))}
    group by ${expenses.userId}`;
}

/** The columns a listing is ordered by, as the statement at hand names them. */
interface OrderColumns {
  /** The sort field's value; null when the list is ordered by name. */
  key: SQL | null;
  lastName: SQL;
  firstName: SQL;
  id: SQL;
}

/** The list's order: the sort field, then the name, always ascending, as a stable sort would. */
function listOrder(listing: UserListing, columns: OrderColumns): SQL {
  const direction = listing.sortOrder === 'DESC' ? sql`desc` : sql`asc`;
  const { key, lastName, firstName, id } = columns;
  return key
    ? sql`${key} ${direction}, ${lastName}, ${firstName}, ${id}`
    : sql`${lastName} ${direction}, ${firstName} ${direction}, ${id} ${direction}`;
}

/** The users' own columns, for the statements that read the users table as `u`. */
const userOrderColumns = (listing: UserListing): OrderColumns => ({
  key: sortColumns[listing.sortBy],
  lastName: sql`u.last_name`,
  firstName: sql`u.first_name`,
  id: sql`u.id`,
});

/**
 * The audit list's users, with their tallies: everyone of the company with an expense in the
 * period or who could bill in it (active by its last day, not deactivated before its first, as
 * `couldBillIn`), matching the search, without those the filter leaves empty unless asked for.
 * One statement: PostgreSQL joins the users with their tallies and filters them, so only the rows
 * asked for travel. `select` names the columns besides the tallies (a position, sort keys).
 */
function listedUsers(listing: UserListing, select: SQL, rest: SQL = sql``): SQL {
  const needle = listing.search?.toLowerCase();
  const search = needle
    ? sql`and (strpos(lower(u.first_name || ' ' || u.last_name), ${needle}) > 0
          or strpos(lower(u.last_name || ' ' || u.first_name), ${needle}) > 0
          or strpos(lower(u.email), ${needle}) > 0
          or strpos(lower(coalesce(u.personal_number, '')), ${needle}) > 0)`
    : sql``;
  return sql`with t as (${tallies(listing)})
    select u.id as "userId",
      coalesce(t.all_count, 0) as "all",
      coalesce(t.matching, 0) as "matching",
      coalesce(t.to_review, 0) as "toReview",
      coalesce(t.total, 0)::text as "total",
      ${select}
    from ${users} u left join t on t.user_id = u.id
    where u.company_id = ${listing.companyId}
      and (t.user_id is not null or (
        (coalesce(u.register_date, u.created_at) at time zone 'UTC')::date <= ${listing.lastDay}::date
        and (u.status <> 'DEACTIVATED' or u.deactivation_date >= ${listing.firstDay}::date)))
      and ${listing.showEmptyUsers ? sql`true` : sql`coalesce(t.matching, 0) > 0`}
      ${search}
      ${listing.userIds.length > 0 ? sql`and u.id = any(string_to_array(${listing.userIds.join(',')}, ',')::uuid[])` : sql``}
    ${rest}`;
}

/** The whole list, each user with their position (0-based) in the list's order. */
function numberedUsers(listing: UserListing): SQL {
  return listedUsers(
    listing,
    sql`(row_number() over (order by ${listOrder(listing, userOrderColumns(listing))}) - 1)::int as "position"`,
  );
}

export interface ListedUser extends UserTally {
  position: number;
}

/**
 * Whether the listing is the audit screen's first view: every expense, ordered by name, nobody
 * left out by a search or a choice of users, and only users with an expense in the month. Then
 * its page is a walk along the company's users in name order (`users_company_name_idx`) that
 * stops after the page, each user probed in the read model, and its size is the count of the
 * month's read-model rows: no statement reads, sorts or numbers the whole company.
 */
function walksNameOrder(listing: UserListing): boolean {
  return (
    showsEverything(listing) &&
    listing.sortBy === 'name' &&
    !listing.showEmptyUsers &&
    !listing.search &&
    listing.userIds.length === 0
  );
}

/**
 * The page of a listing that `walksNameOrder`, with the list's size from the month's read-model
 * rows (one scalar subquery, counted once), in the columns `pageOf` numbers.
 */
function nameOrderPage(listing: UserListing, page: { offset: number; limit: number }): SQL {
  const inMonth = and(
    eq(reviewUserMonths.companyId, listing.companyId),
    eq(reviewUserMonths.periodId, listing.periodId),
    sql`${reviewUserMonths.expenseCount} > 0`,
  );
  return sql`select u.id as "userId", t.expense_count as "all", t.expense_count as "matching",
      t.to_review as "toReview", t.total::text as "total",
      null as "sortKey", u.last_name as "sortLastName", u.first_name as "sortFirstName",
      (select count(*)::int from ${reviewUserMonths} where ${inMonth}) as "totalCount"
    from ${users} u
    join ${reviewUserMonths} t on t.company_id = u.company_id and t.period_id = ${listing.periodId}
      and t.user_id = u.id and t.expense_count > 0
    where u.company_id = ${listing.companyId}
    order by ${listOrder(listing, userOrderColumns(listing))}
    limit ${page.limit} offset ${page.offset}`;
}

/** The page of any other listing: sorted only as far as the page, its size counted by a window. */
function sortedPage(listing: UserListing, page: { offset: number; limit: number }): SQL {
  // A top-N sort, not a numbering of every user; the window's count is taken before the limit,
  // so the whole list's size comes with the page.
  const { key } = userOrderColumns(listing);
  return listedUsers(
    listing,
    sql`${key ?? sql`null`} as "sortKey", u.last_name as "sortLastName", u.first_name as "sortFirstName",
      (count(*) over ())::int as "totalCount"`,
    sql`order by ${listOrder(listing, userOrderColumns(listing))} limit ${page.limit} offset ${page.offset}`,
  );
}

/** One page of `rows` (the listed users) with the whole list's size; `wrap` may join to the page's rows. */
async function pageOf<T extends ListedUser>(
  db: Executor,
  listing: UserListing,
  page: { offset: number; limit: number },
  wrap: (pageRows: SQL) => SQL = (pageRows) => pageRows,
): Promise<{ users: T[]; totalCount: number }> {
  const limited = walksNameOrder(listing) ? nameOrderPage(listing, page) : sortedPage(listing, page);
  // The page's rows are numbered after it, by the sort keys they carry.
  const { key } = userOrderColumns(listing);
  const pageOrder = listOrder(listing, {
    key: key ? sql`l."sortKey"` : null,
    lastName: sql`l."sortLastName"`,
    firstName: sql`l."sortFirstName"`,
    id: sql`l."userId"`,
  });
  const rows = await plainRows<T & { totalCount: number }>(
    db,
    wrap(sql`select l."userId", l."all", l."matching", l."toReview", l."total", l."totalCount",
        (${page.offset} + row_number() over (order by ${pageOrder}) - 1)::int as "position"
      from (${limited}) l
      order by "position"`),
  );
  if (rows.length === 0 && page.offset > 0) {
    const [count] = await plainRows<{ count: number }>(
      db,
      sql`select count(*)::int as "count" from (${listedUsers(listing, sql`u.id`)}) l`,
    );
    return { users: [], totalCount: count?.count ?? 0 };
  }
  return {
    users: rows.map(({ totalCount: _, ...user }) => user as unknown as T),
    totalCount: rows[0]?.totalCount ?? 0,
  };
}

/** One page of the listed users and how many there are in all. */
export async function listUserPage(
  db: Executor,
  listing: UserListing,
  page: { offset: number; limit: number },
): Promise<{ users: ListedUser[]; totalCount: number }> {
  return pageOf<ListedUser>(db, listing, page);
}

/** A listed user with what the page shows of them and their kept summary, if it is current. */
export interface ListedUserWithSummary extends ListedUser, SummaryVersions {
  firstName: string;
  lastName: string;
  personalNumber: string | null;
  email: string;
  status: UserStatus;
  /** Null when none is kept or the versions it was presented from are no longer current. */
  summary: ReviewUserMonthSummary | null;
}

/**
 * One page of the listed users of a listing that shows every expense, each with the user's row
 * and their kept summary of the month when it is current (docs/adr/0029), in the same statement:
 * the versions are read before anything is presented again, so a summary presented from older
 * data is never kept under a newer version.
 */
export async function listUserPageWithSummaries(
  db: Executor,
  listing: UserListing,
  page: { offset: number; limit: number },
): Promise<{ users: ListedUserWithSummary[]; totalCount: number }> {
  if (!showsEverything(listing)) throw new Error('Kept summaries hold the counts without a filter only');
  return pageOf<ListedUserWithSummary>(
    db,
    listing,
    page,
    (pageRows) => sql`select p.*, u.first_name as "firstName", u.last_name as "lastName",
        u.personal_number as "personalNumber", u.email as "email", u.status as "status",
        coalesce(v.version, 0)::text as "userVersion", coalesce(c.version, 0)::text as "companyVersion",
        case when s.user_version = coalesce(v.version, 0) and s.company_version = coalesce(c.version, 0)
          then s.summary end as "summary"
      from (${pageRows}) p
      join ${users} u on u.id = p."userId"
      left join ${reviewUserVersions} v on v.user_id = p."userId"
      left join ${reviewCompanyVersions} c on c.company_id = ${listing.companyId}
      left join ${reviewUserMonthSummaries} s on s.company_id = ${listing.companyId}
        and s.period_id = ${listing.periodId} and s.user_id = p."userId"
      order by p.position`,
  );
}

/**
 * The nearest listed user after (or before) `userId` with an expense the filter shows; null
 * when `userId` is not in the list, `neighbour` null when there is none.
 */
export async function findNeighbourUser(
  db: Executor,
  listing: UserListing,
  userId: string,
  direction: 'NEXT' | 'PREVIOUS',
): Promise<{ neighbour: ListedUser | null } | null> {
  const [comparison, order] = direction === 'NEXT' ? [sql`>`, sql`asc`] : [sql`<`, sql`desc`];
  const [row] = await plainRows<{ from: number; neighbour: ListedUser | null }>(
    db,
    sql`with l as (${numberedUsers(listing)}), me as (select position from l where "userId" = ${userId})
        select me.position as "from", (select to_jsonb(n) from l n
          where n.matching > 0 and n.position ${comparison} me.position
          order by n.position ${order} limit 1) as "neighbour"
        from me`,
  );
  return row ? { neighbour: row.neighbour } : null;
}
