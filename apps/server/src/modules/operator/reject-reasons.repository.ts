import { eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rejectReasons } from '../../db/schema/reject-reasons';

/** Reject reasons are global: the operator's, not a company's. */
export async function lockRejectReasons(db: Executor) {
  return db.select().from(rejectReasons).for('update');
}

export async function nextRanking(db: Executor): Promise<number> {
  const [row] = await db.select({ value: max(rejectReasons.ranking) }).from(rejectReasons);
  return (row?.value ?? 0) + 1;
}

export async function findReasonByText(db: Executor, code: string, en: string, de: string, exceptId: string | null) {
  const [row] = await db
    .select({ id: rejectReasons.id })
    .from(rejectReasons)
    .where(
      sql`(${rejectReasons.code} = ${code} or lower(${rejectReasons.descriptionEn}) = lower(${en})
        or lower(${rejectReasons.descriptionDe}) = lower(${de}))
        and ${rejectReasons.id} is distinct from ${exceptId}::uuid`,
    )
    .limit(1);
  return row ?? null;
}

export async function insertReason(db: Executor, values: typeof rejectReasons.$inferInsert) {
  const [row] = await db.insert(rejectReasons).values(values).returning();
  return row!;
}

export async function updateReason(db: Executor, id: string, values: Partial<typeof rejectReasons.$inferInsert>) {
  const [row] = await db.update(rejectReasons).set(values).where(eq(rejectReasons.id, id)).returning();
  return row ?? null;
}
