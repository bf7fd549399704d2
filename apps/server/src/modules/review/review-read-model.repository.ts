import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { plainRows } from '../../db/plain-rows';
import { reviewUserMonths } from '../../db/schema/review-user-months';

/**
 * The review read model (docs/adr/0029). Its rows are written by the triggers on `expenses`
 * (migration `review-user-months-triggers`); the application only reads them and rebuilds them.
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

/** Fresh planner statistics of the read model. */
export async function analyzeReviewUserMonths(db: Executor): Promise<void> {
  await db.execute(sql`analyze ${reviewUserMonths}`);
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
