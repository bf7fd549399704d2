import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { expenseFiles } from '../../db/schema/expenses';
import { receiptReadings } from '../../db/schema/receipt-readings';

export type ReadingValues = Omit<typeof receiptReadings.$inferInsert, 'id' | 'companyId' | 'fileId'>;

export async function findFileRow(db: Executor, companyId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(expenseFiles)
    .where(and(eq(expenseFiles.companyId, companyId), eq(expenseFiles.id, fileId)));
  return row ?? null;
}

export async function listExpenseFileIds(db: Executor, companyId: string, expenseId: string) {
  const rows = await db
    .select({ id: expenseFiles.id })
    .from(expenseFiles)
    .where(and(eq(expenseFiles.companyId, companyId), eq(expenseFiles.expenseId, expenseId)))
    .orderBy(asc(expenseFiles.createdAt));
  return rows.map((r) => r.id);
}

/** One reading per file: a new reading of the same file replaces the earlier one. */
export async function saveReadingRow(db: Executor, companyId: string, fileId: string, values: ReadingValues) {
  await db
    .insert(receiptReadings)
    .values({ companyId, fileId, ...values })
    .onConflictDoUpdate({ target: receiptReadings.fileId, set: values });
}
