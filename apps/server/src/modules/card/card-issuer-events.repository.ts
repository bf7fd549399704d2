import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { CardStatus } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { cardMemberships } from '../../db/schema/card-memberships';
import {
  cardAllowedLists,
  cardAuthorisations,
  cardPayoutPlans,
  cardProgrammes,
  cards,
  cardTransactions,
  cardWebhookEvents,
} from '../../db/schema/card-programme';
import { users } from '../../db/schema/users';

/**
 * The issuer names cards, memberships and transactions by its own ids, which are unique across
 * all companies; these reads find the company from them, so they are the only ones here that do
 * not start from a company id.
 */
export async function findCardBySwanId(db: Executor, swanId: string) {
  const [row] = await db
    .select({
      id: cards.id,
      companyId: cards.companyId,
      userId: cards.userId,
      membershipId: cards.membershipId,
      status: cards.status,
      budgetGroupId: users.budgetGroupId,
      failMode: cardProgrammes.paymentControlFailMode,
    })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.userId))
    .leftJoin(cardProgrammes, eq(cardProgrammes.companyId, cards.companyId))
    .where(eq(cards.swanId, swanId))
    .limit(1);
  return row ?? null;
}

export async function findMembershipBySwanId(db: Executor, swanId: string) {
  const [row] = await db.select().from(cardMemberships).where(eq(cardMemberships.swanId, swanId)).limit(1);
  return row ?? null;
}

/** The plan that pays a user's card, with its allowed list: a plan naming the user wins over one naming their group. */
export async function findPlanOfUser(db: Executor, companyId: string, userId: string, budgetGroupId: string | null) {
  const namesUser = sql<boolean>`${userId}::uuid = any(${cardPayoutPlans.userIds})`;
  const [row] = await db
    .select({
      planId: cardPayoutPlans.id,
      taxTreatment: cardPayoutPlans.taxTreatment,
      merchantCategoryCodes: cardAllowedLists.merchantCategoryCodes,
      merchantNames: cardAllowedLists.merchantNames,
    })
    .from(cardPayoutPlans)
    .leftJoin(cardAllowedLists, eq(cardAllowedLists.id, cardPayoutPlans.allowedListId))
    .where(
      and(
        eq(cardPayoutPlans.companyId, companyId),
        budgetGroupId === null
          ? namesUser
          : or(namesUser, sql`${budgetGroupId}::uuid = any(${cardPayoutPlans.budgetGroupIds})`),
      ),
    )
    .orderBy(desc(namesUser), asc(cardPayoutPlans.createdAt))
    .limit(1);
  return row ?? null;
}

export type AuthorisationValues = typeof cardAuthorisations.$inferInsert;

/** The first decision for a transaction stays; the answer is whatever is stored. */
export async function insertAuthorisation(
  db: Executor,
  companyId: string | null,
  values: Omit<AuthorisationValues, 'companyId'>,
) {
  await db
    .insert(cardAuthorisations)
    .values({ ...values, companyId })
    .onConflictDoNothing({ target: cardAuthorisations.transactionSwanId });
  const [row] = await db
    .select()
    .from(cardAuthorisations)
    .where(eq(cardAuthorisations.transactionSwanId, values.transactionSwanId))
    .limit(1);
  return row!;
}

export async function findAuthorisation(db: Executor, companyId: string, transactionSwanId: string) {
  const [row] = await db
    .select()
    .from(cardAuthorisations)
    .where(
      and(eq(cardAuthorisations.companyId, companyId), eq(cardAuthorisations.transactionSwanId, transactionSwanId)),
    )
    .limit(1);
  return row ?? null;
}

export async function isWebhookEventHandled(db: Executor, eventId: string) {
  const [row] = await db
    .select({ eventId: cardWebhookEvents.eventId })
    .from(cardWebhookEvents)
    .where(eq(cardWebhookEvents.eventId, eventId))
    .limit(1);
  return row !== undefined;
}

/** False when another delivery of the same event got there first. */
export async function insertWebhookEvent(db: Executor, values: typeof cardWebhookEvents.$inferInsert) {
  const rows = await db
    .insert(cardWebhookEvents)
    .values(values)
    .onConflictDoNothing({ target: cardWebhookEvents.eventId })
    .returning({ eventId: cardWebhookEvents.eventId });
  return rows.length === 1;
}

export async function upsertCardTransaction(
  db: Executor,
  companyId: string,
  values: Omit<typeof cardTransactions.$inferInsert, 'companyId' | 'id' | 'updatedAt'>,
  now: Date,
) {
  const insert = db.insert(cardTransactions).values({ ...values, companyId, updatedAt: now });
  // Only an authorisation moves on (to booked, released or declined); those are final, so a late or repeated report of the payment changes nothing.
  if (values.status === 'AUTHORISED') {
    await insert.onConflictDoNothing({ target: cardTransactions.swanId });
    return;
  }
  await insert.onConflictDoUpdate({
    target: cardTransactions.swanId,
    set: { status: values.status, amount: values.amount, updatedAt: now },
    setWhere: and(eq(cardTransactions.companyId, companyId), eq(cardTransactions.status, 'AUTHORISED')),
  });
}

export async function updateCardStatus(
  db: Executor,
  companyId: string,
  id: string,
  values: { status: CardStatus; cancelledAt: Date | null; maskedNumber?: string },
) {
  await db
    .update(cards)
    .set({ ...values, version: sql`${cards.version} + 1` })
    .where(and(eq(cards.companyId, companyId), eq(cards.id, id)));
}

export async function updateMembershipState(
  db: Executor,
  companyId: string,
  id: string,
  values: Pick<typeof cardMemberships.$inferInsert, 'status' | 'idVerificationState'>,
  now: Date,
) {
  await db
    .update(cardMemberships)
    .set({ ...values, updatedAt: now })
    .where(and(eq(cardMemberships.companyId, companyId), eq(cardMemberships.id, id)));
}
