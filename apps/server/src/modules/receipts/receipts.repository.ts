import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { expenseFiles, expenses } from '../../db/schema/expenses';
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

/** The readings of a period's receipt files, main file first per expense. */
export async function listPeriodReadingRows(db: Executor, companyId: string, periodId: string) {
  return db
    .select({
      expenseId: expenseFiles.expenseId,
      fileId: receiptReadings.fileId,
      totalAmount: receiptReadings.totalAmount,
      invoiceDate: receiptReadings.invoiceDate,
      currency: receiptReadings.currency,
      invoiceNumber: receiptReadings.invoiceNumber,
    })
    .from(receiptReadings)
    .innerJoin(
      expenseFiles,
      and(eq(expenseFiles.id, receiptReadings.fileId), eq(expenseFiles.companyId, receiptReadings.companyId)),
    )
    .innerJoin(expenses, and(eq(expenses.id, expenseFiles.expenseId), eq(expenses.companyId, expenseFiles.companyId)))
    .where(and(eq(receiptReadings.companyId, companyId), eq(expenses.periodId, periodId)))
    .orderBy(asc(expenseFiles.createdAt), asc(expenseFiles.id));
}

/**
 * Receipt files of every company that have no reading yet, oldest first: uploads whose job was
 * lost, and files stored before reading existed (the demo data's receipts).
 */
export async function listUnreadFiles(db: Executor, limit: number) {
  return db
    .select({ companyId: expenseFiles.companyId, fileId: expenseFiles.id })
    .from(expenseFiles)
    .leftJoin(receiptReadings, eq(receiptReadings.fileId, expenseFiles.id))
    .where(isNull(receiptReadings.id))
    .orderBy(asc(expenseFiles.createdAt))
    .limit(limit);
}
