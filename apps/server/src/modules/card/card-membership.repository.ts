import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardMemberships } from '../../db/schema/card-memberships';

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
