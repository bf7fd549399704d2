import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { plainRows } from '../../db/plain-rows';
import { periods } from '../../db/schema/periods';
import {
  reviewCompanyVersions,
  type ReviewUserMonthSummary,
  reviewUserMonthSummaries,
  reviewUserVersions,
} from '../../db/schema/review-user-month-summaries';
import { reviewUserMonths } from '../../db/schema/review-user-months';

/**
 * The review read model (docs/adr/0029). Its counts are written by the triggers on `expenses`
 * (migration `review-user-months-triggers`); the application only reads them and rebuilds them.
 * Its kept summaries are written by the application, with the versions the triggers of migration
 * `review-summaries-triggers` set.
 */

/** One user's month as the read model holds it; `total` as decimal text. */
export interface ReviewUserMonth {
  periodId: string;
  userId: string;
  expenseCount: number;
  toReview: number;
  checked: number;
  marked: number;
  rejected: number;
  total: string;
}

/**
 * Writes the read model anew from the expenses, for one company or all, and answers how many
 * rows it holds now. Writers of expenses wait while it runs; readers do not.
 */
export async function rebuildReviewUserMonths(db: Executor, companyId: string | null): Promise<number> {
  const [row] = await plainRows<{ written: number }>(
    db,
    sql`select review_user_months_rebuild(${companyId}::uuid) as "written"`,
  );
  return row?.written ?? 0;
}

/** Fresh planner statistics of the read model's counts. */
export async function analyzeReviewUserMonths(db: Executor): Promise<void> {
  await db.execute(sql`analyze ${reviewUserMonths}`);
}

/** Fresh planner statistics of the kept summaries and their versions. */
export async function analyzeReviewSummaries(db: Executor): Promise<void> {
  await db.execute(sql`analyze ${reviewUserMonthSummaries}, ${reviewUserVersions}, ${reviewCompanyVersions}`);
}

/** The company's rows of the read model, by period and user. */
export async function listReviewUserMonths(db: Executor, companyId: string): Promise<ReviewUserMonth[]> {
  return db
    .select({
      periodId: reviewUserMonths.periodId,
      userId: reviewUserMonths.userId,
      expenseCount: reviewUserMonths.expenseCount,
      toReview: reviewUserMonths.toReview,
      checked: reviewUserMonths.checked,
      marked: reviewUserMonths.marked,
      rejected: reviewUserMonths.rejected,
      total: reviewUserMonths.total,
    })
    .from(reviewUserMonths)
    .where(eq(reviewUserMonths.companyId, companyId))
    .orderBy(asc(reviewUserMonths.periodId), asc(reviewUserMonths.userId));
}

/** The versions (bigint as text) a user's summaries were presented from. */
export interface SummaryVersions {
  userVersion: string;
  companyVersion: string;
}

/** One user's kept summary of a month with the versions it was presented from. */
export interface KeptSummary extends SummaryVersions {
  userId: string;
  summary: ReviewUserMonthSummary;
}

/**
 * Keeps the users' summaries of the period, replacing what was kept. In one order of users, so
 * that two pages keeping the same users cannot deadlock; users deleted meanwhile are left out.
 */
export async function keepReviewSummaries(
  db: Executor,
  companyId: string,
  periodId: string,
  kept: readonly KeptSummary[],
): Promise<void> {
  const sorted = [...kept].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  // A statement holds at most 65,535 parameters: a rebuilt month of a large company goes in pieces.
  for (let start = 0; start < sorted.length; start += 1000) {
    const rows = sql.join(
      sorted
        .slice(start, start + 1000)
        .map(
          (row) =>
            sql`(${row.userId}::uuid, ${row.userVersion}::bigint, ${row.companyVersion}::bigint, ${JSON.stringify(row.summary)}::json)`,
        ),
      sql`, `,
    );
    await db.execute(sql`insert into ${reviewUserMonthSummaries}
        (company_id, period_id, user_id, user_version, company_version, summary)
      select ${companyId}::uuid, ${periodId}::uuid, k.user_id, k.user_version, k.company_version, k.summary
      from (values ${rows}) as k (user_id, user_version, company_version, summary)
      where exists (select 1 from users u where u.id = k.user_id and u.company_id = ${companyId})
      order by k.user_id
      on conflict (company_id, period_id, user_id) do update set user_version = excluded.user_version,
        company_version = excluded.company_version, summary = excluded.summary`);
  }
}

/** The current versions of the company and of each of its users with one (0 without). */
export async function readReviewVersions(
  db: Executor,
  companyId: string,
): Promise<{ companyVersion: string; userVersions: Map<string, string> }> {
  const [company] = await plainRows<{ version: string }>(
    db,
    sql`select coalesce((select version from ${reviewCompanyVersions} where company_id = ${companyId}), 0)::text as "version"`,
  );
  const users = await plainRows<{ userId: string; version: string }>(
    db,
    sql`select user_id as "userId", version::text as "version" from ${reviewUserVersions} where company_id = ${companyId}`,
  );
  return {
    companyVersion: company?.version ?? '0',
    userVersions: new Map(users.map((row) => [row.userId, row.version])),
  };
}

/** Forgets the kept summaries of one company or all. */
export async function forgetReviewSummaries(db: Executor, companyId: string | null): Promise<void> {
  await db
    .delete(reviewUserMonthSummaries)
    .where(companyId ? eq(reviewUserMonthSummaries.companyId, companyId) : undefined);
}

/** The months of the company (or of every company) with a counted user-month: what a rebuild presents again. */
export async function listCountedMonths(
  db: Executor,
  companyId: string | null,
): Promise<{ companyId: string; periodString: string }[]> {
  return plainRows(
    db,
    sql`select distinct m.company_id as "companyId", p.period_string as "periodString"
        from ${reviewUserMonths} m join ${periods} p on p.id = m.period_id
        ${companyId ? sql`where m.company_id = ${companyId}` : sql``} order by 1, 2`,
  );
}
