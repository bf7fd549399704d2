import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyReceiptLessSettings, receiptLessDeclarations } from '../../db/schema/receipt-less';
import { nextVersion, versionIs } from '../../db/row-version';

export type ReceiptLessSettingsRow = typeof companyReceiptLessSettings.$inferSelect;
type SettingsValues = Pick<ReceiptLessSettingsRow, 'allowed' | 'limitPerExpense' | 'limitPerMonth'>;

export async function findSettings(db: Executor, companyId: string, lock = false) {
  const query = db.select().from(companyReceiptLessSettings).where(eq(companyReceiptLessSettings.companyId, companyId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Saves the company's rule and raises its version; with `readVersion` only if that is still the
 * version (the first save of a company, whose defaults are version 1, writes version 2).
 * Answers whether it wrote.
 */
export async function saveSettings(
  db: Executor,
  companyId: string,
  values: SettingsValues,
  at: Date,
  readVersion: number | undefined,
): Promise<boolean> {
  const written = await db
    .insert(companyReceiptLessSettings)
    .values({ companyId, ...values, updatedAt: at, version: 2 })
    .onConflictDoUpdate({
      target: companyReceiptLessSettings.companyId,
      set: { ...values, updatedAt: at, ...nextVersion(companyReceiptLessSettings) },
      setWhere: versionIs(companyReceiptLessSettings, readVersion),
    })
    .returning({ companyId: companyReceiptLessSettings.companyId });
  return written.length > 0;
}

/**
 * Holds the user's declarations until the transaction ends, so that two declarations sent at the
 * same moment are counted against the month's limit one after the other.
 */
export async function lockUserDeclarations(db: Executor, companyId: string, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`receipt-less:${companyId}:${userId}`}))`);
}

export async function insertDeclaration(
  db: Executor,
  companyId: string,
  values: Omit<typeof receiptLessDeclarations.$inferInsert, 'companyId'>,
) {
  await db.insert(receiptLessDeclarations).values({ ...values, companyId });
}

export async function findDeclaration(db: Executor, companyId: string, expenseId: string) {
  const [row] = await db
    .select()
    .from(receiptLessDeclarations)
    .where(and(eq(receiptLessDeclarations.companyId, companyId), eq(receiptLessDeclarations.expenseId, expenseId)));
  return row ?? null;
}
