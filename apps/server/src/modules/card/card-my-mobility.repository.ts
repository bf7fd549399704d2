import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { cardStatusesThatSpend } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { cardLoads, cardProgrammes, cards, cardTransactions } from '../../db/schema/card-programme';

/** A user's cards, the one in use first (not cancelled, newest). */
export async function listCardsOfUser(db: Executor, companyId: string, userId: string) {
  return db
    .select({
      id: cards.id,
      status: cards.status,
      maskedNumber: cards.maskedNumber,
      category: cards.category,
    })
    .from(cards)
    .where(and(eq(cards.companyId, companyId), eq(cards.userId, userId)))
    .orderBy(sql`${cards.status} = 'CANCELED'`, desc(cards.createdAt));
}

export async function findReceiptsRequired(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ receiptsRequired: cardProgrammes.receiptsRequired })
    .from(cardProgrammes)
    .where(eq(cardProgrammes.companyId, companyId))
    .limit(1);
  return row?.receiptsRequired ?? false;
}

/** What was loaded onto these cards in all and in one month, and what payments took from them. */
export async function sumCardMoney(db: Executor, companyId: string, cardIds: string[], month: string) {
  if (cardIds.length === 0) return { loaded: '0.00', monthLoad: '0.00', spent: '0.00' };
  const [[loads], [spent]] = await Promise.all([
    db
      .select({
        loaded: sql<string>`coalesce(sum(${cardLoads.amount}), 0)::numeric(12,2)::text`,
        monthLoad: sql<string>`coalesce(sum(${cardLoads.amount}) filter (where ${cardLoads.month} = ${month}), 0)::numeric(12,2)::text`,
      })
      .from(cardLoads)
      .where(and(eq(cardLoads.companyId, companyId), inArray(cardLoads.cardId, cardIds))),
    db
      .select({ spent: sql<string>`coalesce(sum(${cardTransactions.amount}), 0)::numeric(12,2)::text` })
      .from(cardTransactions)
      .where(
        and(
          eq(cardTransactions.companyId, companyId),
          inArray(cardTransactions.cardId, cardIds),
          inArray(cardTransactions.status, [...cardStatusesThatSpend]),
        ),
      ),
  ]);
  return { loaded: loads!.loaded, monthLoad: loads!.monthLoad, spent: spent!.spent };
}

const transactionColumns = {
  id: cardTransactions.id,
  cardId: cardTransactions.cardId,
  userId: cards.userId,
  transactionDate: cardTransactions.transactionDate,
  merchantName: cardTransactions.merchantName,
  amount: cardTransactions.amount,
  status: cardTransactions.status,
  decisionReason: cardTransactions.decisionReason,
  receiptFileKey: cardTransactions.receiptFileKey,
  receiptFileName: cardTransactions.receiptFileName,
  receiptMimeType: cardTransactions.receiptMimeType,
  receiptSize: cardTransactions.receiptSize,
  receiptUploadedAt: cardTransactions.receiptUploadedAt,
};
export type MyCardTransactionRow = Awaited<ReturnType<typeof listTransactionsOfUser>>[number];

/** The newest payments of a user's cards. */
export async function listTransactionsOfUser(db: Executor, companyId: string, userId: string, limit: number) {
  return db
    .select(transactionColumns)
    .from(cardTransactions)
    .innerJoin(cards, eq(cards.id, cardTransactions.cardId))
    .where(and(eq(cardTransactions.companyId, companyId), eq(cards.userId, userId)))
    .orderBy(desc(cardTransactions.transactionDate), desc(cardTransactions.id))
    .limit(limit);
}

/** One payment of the company, locked when read inside a transaction that changes it. */
export async function findTransaction(db: Executor, companyId: string, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select(transactionColumns)
    .from(cardTransactions)
    .innerJoin(cards, eq(cards.id, cardTransactions.cardId))
    .where(and(eq(cardTransactions.companyId, companyId), eq(cardTransactions.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: cardTransactions }) : await query;
  return row ?? null;
}

export async function setTransactionReceipt(
  db: Executor,
  companyId: string,
  id: string,
  values: { key: string; name: string; mimeType: string; size: number; uploadedAt: Date },
) {
  await db
    .update(cardTransactions)
    .set({
      receiptFileKey: values.key,
      receiptFileName: values.name,
      receiptMimeType: values.mimeType,
      receiptSize: values.size,
      receiptUploadedAt: values.uploadedAt,
      updatedAt: values.uploadedAt,
    })
    .where(and(eq(cardTransactions.companyId, companyId), eq(cardTransactions.id, id)));
}
