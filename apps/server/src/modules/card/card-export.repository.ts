import { and, asc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cards, cardTransactions } from '../../db/schema/card-programme';
import { users } from '../../db/schema/users';

/** Cards that existed at some time in [start, end): issued before its end, not cancelled before its start. */
export async function findCardsExisting(db: Executor, companyId: string, start: Date, end: Date) {
  return db
    .select({
      swanId: cards.swanId,
      category: cards.category,
      status: cards.status,
      createdAt: cards.createdAt,
      cancelledAt: cards.cancelledAt,
      ownerEmail: users.email,
    })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.userId))
    .where(
      and(
        eq(cards.companyId, companyId),
        lt(cards.createdAt, end),
        or(isNull(cards.cancelledAt), gte(cards.cancelledAt, start)),
      ),
    )
    .orderBy(asc(cards.createdAt), asc(cards.swanId));
}

/** Payments that took or hold money (booked or authorised), dated in [start, end). */
export async function findTransactionsDated(db: Executor, companyId: string, start: Date, end: Date) {
  return db
    .select({
      cardSwanId: cards.swanId,
      transactionDate: cardTransactions.transactionDate,
      amount: cardTransactions.amount,
      merchantName: cardTransactions.merchantName,
      salaryType: cardTransactions.salaryType,
    })
    .from(cardTransactions)
    .innerJoin(cards, eq(cards.id, cardTransactions.cardId))
    .where(
      and(
        eq(cardTransactions.companyId, companyId),
        inArray(cardTransactions.status, ['AUTHORISED', 'BOOKED']),
        gte(cardTransactions.transactionDate, start),
        lt(cardTransactions.transactionDate, end),
      ),
    )
    .orderBy(asc(cardTransactions.transactionDate), asc(cardTransactions.swanId));
}
