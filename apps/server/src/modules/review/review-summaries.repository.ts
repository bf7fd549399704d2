import { type ReviewFilter } from '@mobilo/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { plainRows } from '../../db/plain-rows';
import { expenses } from '../../db/schema/expenses';

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

/**
 * Per user with an expense in the period: how many there are, how many the filter shows, how
 * many await review and the billable total. One grouped query over the period's expenses; the
 * users without any are not in it.
 */
export async function listUserTallies(
  db: Executor,
  companyId: string,
  periodId: string,
  filter: Omit<ReviewFilter, 'onlyWarnings'>,
): Promise<UserTally[]> {
  const awaiting = sql`${expenses.status} = 'SUBMITTED' and not ${expenses.isChecked} and not ${expenses.isMarked}`;
  return plainRows<UserTally>(
    db,
    sql`select ${expenses.userId} as "userId",
          count(*)::int as "all",
          (count(*) filter (where ${matchCondition(filter)}))::int as "matching",
          (count(*) filter (where ${awaiting}))::int as "toReview",
          coalesce(sum(${expenses.cost}) filter (where ${expenses.status} in ('SUBMITTED', 'INVOICED')), 0)::text as "total"
        from ${expenses}
        where ${and(eq(expenses.companyId, companyId), eq(expenses.periodId, periodId))}
        group by ${expenses.userId}`,
  );
}
