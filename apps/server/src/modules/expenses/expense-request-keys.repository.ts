import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { expenseRequestKeys } from '../../db/schema/expense-request-keys';

type RequestKeyValues = Omit<typeof expenseRequestKeys.$inferInsert, 'companyId' | 'answer'>;

/**
 * Claims a key for the calling transaction; false when it is already taken. A second transaction
 * that claims the same key waits here until the first one ends, so two tabs never both do the work.
 */
export async function claimRequestKey(db: Executor, companyId: string, values: RequestKeyValues): Promise<boolean> {
  const claimed = await db
    .insert(expenseRequestKeys)
    .values({ ...values, companyId })
    .onConflictDoNothing()
    .returning({ key: expenseRequestKeys.key });
  return claimed.length === 1;
}

export async function findRequestKey(db: Executor, companyId: string, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(expenseRequestKeys)
    .where(
      and(
        eq(expenseRequestKeys.companyId, companyId),
        eq(expenseRequestKeys.userId, userId),
        eq(expenseRequestKeys.key, key),
      ),
    );
  return row;
}

export async function keepRequestAnswer(
  db: Executor,
  companyId: string,
  userId: string,
  key: string,
  answer: unknown,
): Promise<void> {
  await db
    .update(expenseRequestKeys)
    .set({ answer })
    .where(
      and(
        eq(expenseRequestKeys.companyId, companyId),
        eq(expenseRequestKeys.userId, userId),
        eq(expenseRequestKeys.key, key),
      ),
    );
}

/**
 * Deletes the keys of every company created before `before`: the sweep is the system's own work,
 * across companies, so it names no company.
 */
export async function deleteRequestKeysBefore(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(expenseRequestKeys)
    .where(lt(expenseRequestKeys.createdAt, before))
    .returning({ key: expenseRequestKeys.key });
  return deleted.length;
}
