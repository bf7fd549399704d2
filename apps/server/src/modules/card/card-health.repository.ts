import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardMemberships } from '../../db/schema/card-memberships';
import type { CardIssuerFailureCode, CardIssuerOperation } from '@mobilo/contract';
import {
  cardAuthorisations,
  cardIssuerHealth,
  cards,
  cardTransactions,
  cardWebhookEvents,
} from '../../db/schema/card-programme';

/** Per company: its enabled cards. */
export async function countEnabledCards(db: Executor) {
  return db
    .select({ companyId: cards.companyId, count: sql<number>`count(*)::int` })
    .from(cards)
    .where(eq(cards.status, 'ENABLED'))
    .groupBy(cards.companyId);
}

/** Per company: the last issuer event about its members, cards or payments, matched by the issuer's ids. */
export async function findLastWebhooks(db: Executor) {
  const last = sql<Date>`max(${cardWebhookEvents.receivedAt})`;
  return Promise.all(
    [
      { table: cards, companyId: cards.companyId, swanId: cards.swanId },
      { table: cardMemberships, companyId: cardMemberships.companyId, swanId: cardMemberships.swanId },
      { table: cardTransactions, companyId: cardTransactions.companyId, swanId: cardTransactions.swanId },
    ].map(({ table, companyId, swanId }) =>
      db
        .select({ companyId, last })
        .from(cardWebhookEvents)
        .innerJoin(table, eq(swanId, cardWebhookEvents.resourceId))
        .groupBy(companyId),
    ),
  ).then((lists) => lists.flat());
}

/** Per company: how its calls to the issuer went. */
export async function listIssuerHealth(db: Executor) {
  return db.select().from(cardIssuerHealth);
}

/** The company's call to the issuer succeeded at `at` (a later one already kept stays). */
export async function recordIssuerSuccess(db: Executor, companyId: string, at: Date) {
  await db
    .insert(cardIssuerHealth)
    .values({ companyId, lastSuccessAt: at })
    .onConflictDoUpdate({
      target: cardIssuerHealth.companyId,
      set: { lastSuccessAt: sql`greatest(${cardIssuerHealth.lastSuccessAt}, excluded.last_success_at)` },
    });
}

/** The company's call to the issuer failed at `at` with `code` (a later failure already kept stays). */
export async function recordIssuerFailure(
  db: Executor,
  companyId: string,
  failure: { at: Date; code: CardIssuerFailureCode; operation: CardIssuerOperation },
) {
  const values = { lastFailureAt: failure.at, lastFailureCode: failure.code, lastFailureOperation: failure.operation };
  await db
    .insert(cardIssuerHealth)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: cardIssuerHealth.companyId,
      set: values,
      setWhere: sql`${cardIssuerHealth.lastFailureAt} is null or ${cardIssuerHealth.lastFailureAt} <= excluded.last_failure_at`,
    });
}

/** The company of an issuer payment Mobilo has seen: its payment-control decision or its row. */
export async function findCompanyOfIssuerTransaction(db: Executor, swanId: string): Promise<string | null> {
  const [decided] = await db
    .select({ companyId: cardAuthorisations.companyId })
    .from(cardAuthorisations)
    .where(eq(cardAuthorisations.transactionSwanId, swanId))
    .limit(1);
  if (decided?.companyId) return decided.companyId;
  const [kept] = await db
    .select({ companyId: cardTransactions.companyId })
    .from(cardTransactions)
    .where(eq(cardTransactions.swanId, swanId))
    .limit(1);
  return kept?.companyId ?? null;
}
