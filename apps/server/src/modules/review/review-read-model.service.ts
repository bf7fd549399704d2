import type { Database } from '../../db/client';
import { analyzeReviewUserMonths, rebuildReviewUserMonths } from './review-read-model.repository';

/**
 * Writes the review read model (docs/adr/0029) anew from the expenses, for one company or all,
 * in one transaction; answers how many user-months it holds. The triggers keep it current: this
 * is for repairs and for data written while they were off.
 */
export async function rebuildReviewReadModel(db: Database, companyId: string | null): Promise<number> {
  const written = await db.transaction((tx) => rebuildReviewUserMonths(tx, companyId));
  // The planner's figures for the rows just written: a table it takes for empty gets a nested loop.
  await analyzeReviewUserMonths(db);
  return written;
}
