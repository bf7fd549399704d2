import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardMemberships } from '../../db/schema/card-memberships';
import { cards, cardTransactions, cardWebhookEvents } from '../../db/schema/card-programme';

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
