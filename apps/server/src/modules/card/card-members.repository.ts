import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CardStatus } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { cardMemberships } from '../../db/schema/card-memberships';
import { cards } from '../../db/schema/card-programme';
import { users } from '../../db/schema/users';

export type MemberCardRow = typeof cards.$inferSelect;

const memberColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userStatus: users.status,
  culture: users.culture,
  membership: cardMemberships,
};

/** Every user of the company who is not deactivated, with their membership (null: not invited). */
export async function findMembers(db: Executor, companyId: string) {
  return db
    .select(memberColumns)
    .from(users)
    .leftJoin(cardMemberships, and(eq(cardMemberships.userId, users.id), eq(cardMemberships.companyId, companyId)))
    .where(and(eq(users.companyId, companyId), ne(users.status, 'DEACTIVATED')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export type MemberRow = Awaited<ReturnType<typeof findMembers>>[number];

export async function findMember(db: Executor, companyId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(cardMemberships, and(eq(cardMemberships.userId, users.id), eq(cardMemberships.companyId, companyId)))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** The cards of the given users, oldest first. */
export async function findCardsOfUsers(db: Executor, companyId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(cards)
    .where(and(eq(cards.companyId, companyId), inArray(cards.userId, userIds)))
    .orderBy(asc(cards.createdAt), asc(cards.id));
}

export async function findCardsOfCompany(db: Executor, companyId: string) {
  return db.select().from(cards).where(eq(cards.companyId, companyId)).orderBy(asc(cards.createdAt), asc(cards.id));
}

export async function findCard(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.companyId, companyId), eq(cards.id, id)))
    .limit(1);
  return row ?? null;
}

/** The issuer's card ids are unique: a card already kept is kept as it is. */
export async function insertCard(
  db: Executor,
  companyId: string,
  values: Pick<MemberCardRow, 'userId' | 'membershipId' | 'swanId' | 'status' | 'createdAt'> & {
    maskedNumber: string | null;
  },
) {
  await db
    .insert(cards)
    .values({ ...values, companyId, category: 'VIRTUAL' })
    .onConflictDoNothing({ target: cards.swanId });
}

/** False when the card is no longer at the version named (another write came first). */
export async function changeCardStatus(
  db: Executor,
  companyId: string,
  id: string,
  values: { status: CardStatus; cancelledAt: Date | null },
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await db
    .update(cards)
    .set({ ...values, version: sql`${cards.version} + 1` })
    .where(
      and(
        eq(cards.companyId, companyId),
        eq(cards.id, id),
        expectedVersion === undefined ? undefined : eq(cards.version, expectedVersion),
      ),
    )
    .returning({ id: cards.id });
  return rows.length === 1;
}

/** The membership's count of cards that are not cancelled, as the navigation's "has cards" reads it. */
export async function recountMembershipCards(db: Executor, companyId: string, membershipId: string, now: Date) {
  await db
    .update(cardMemberships)
    .set({
      cardsCount: sql`(select count(*)::int from ${cards} where ${cards.membershipId} = ${membershipId} and ${cards.status} <> 'CANCELED')`,
      updatedAt: now,
    })
    .where(and(eq(cardMemberships.companyId, companyId), eq(cardMemberships.id, membershipId)));
}
