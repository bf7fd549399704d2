import type { Database } from '../../db/client';
import { rebuildReviewUserMonths } from './review-read-model.repository';

/**
 * Writes the review read model (docs/adr/0029) anew from the expenses, for one company or all,
 * in one transaction; answers how many user-months it holds. The triggers keep it current: this
 * is for repairs and for data written while they were off.
 */
export async function rebuildReviewReadModel(db: Database, companyId: string | null): Promise<number> {
  return db.transaction((tx) => rebuildReviewUserMonths(tx, companyId));
}
