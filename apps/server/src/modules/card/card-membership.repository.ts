import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardMemberInvites, cardMemberships } from '../../db/schema/card-memberships';

export type CardMembershipRow = typeof cardMemberships.$inferSelect;

export async function findMembershipOfUser(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(cardMemberships)
    .where(and(eq(cardMemberships.companyId, companyId), eq(cardMemberships.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findMembership(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(cardMemberships)
    .where(and(eq(cardMemberships.companyId, companyId), eq(cardMemberships.id, id)))
    .limit(1);
  return row ?? null;
}

export async function markVerificationLinkSent(db: Executor, companyId: string, id: string, now: Date) {
  await db
    .update(cardMemberships)
    .set({ verificationLinkSentAt: now, updatedAt: now })
    .where(and(eq(cardMemberships.companyId, companyId), eq(cardMemberships.id, id)));
}

export async function upsertMembership(
  db: Executor,
  companyId: string,
  values: Omit<typeof cardMemberships.$inferInsert, 'companyId' | 'id' | 'createdAt' | 'updatedAt'>,
) {
  const [row] = await db
    .insert(cardMemberships)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: cardMemberships.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/**
 * Claims the invitation of the user: true when no other invitation of them is under way (or the
 * one that is started before `staleBefore`, so its process ended without letting go).
 */
export async function claimMemberInvite(
  db: Executor,
  companyId: string,
  userId: string,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const rows = await db
    .insert(cardMemberInvites)
    .values({ companyId, userId, startedAt: now })
    .onConflictDoUpdate({
      target: cardMemberInvites.userId,
      set: { startedAt: now },
      setWhere: and(eq(cardMemberInvites.companyId, companyId), lt(cardMemberInvites.startedAt, staleBefore)),
    })
    .returning({ userId: cardMemberInvites.userId });
  return rows.length === 1;
}

/** Lets go of the claim this invitation made (one taken over since is the other's). */
export async function releaseMemberInvite(db: Executor, companyId: string, userId: string, startedAt: Date) {
  await db
    .delete(cardMemberInvites)
    .where(
      and(
        eq(cardMemberInvites.companyId, companyId),
        eq(cardMemberInvites.userId, userId),
        eq(cardMemberInvites.startedAt, startedAt),
      ),
    );
}
