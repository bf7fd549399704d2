import { asc, eq } from 'drizzle-orm';
import type { TaxBucket } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { taxBuckets } from '../../db/schema/tax-buckets';

export async function listTaxBuckets(db: Executor, companyId: string) {
  return db
    .select()
    .from(taxBuckets)
    .where(eq(taxBuckets.companyId, companyId))
    .orderBy(asc(taxBuckets.createdAt), asc(taxBuckets.taxBudgetType));
}

export type TaxBucketRow = Awaited<ReturnType<typeof listTaxBuckets>>[number];

/** Adds the buckets that are missing; existing ones keep their settings. */
export async function insertTaxBuckets(db: Executor, companyId: string, buckets: readonly Omit<TaxBucket, 'id'>[]) {
  if (buckets.length === 0) return;
  await db
    .insert(taxBuckets)
    .values(buckets.map((bucket) => ({ companyId, ...bucket })))
    .onConflictDoNothing();
}
