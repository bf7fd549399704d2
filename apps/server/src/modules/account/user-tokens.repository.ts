import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userTokens } from '../../db/schema/user-tokens';

export type UserTokenPurpose = 'INVITATION' | 'PASSWORD_RESET';

export async function insertUserToken(
  db: Executor,
  companyId: string,
  token: { tokenHash: string; userId: string; purpose: UserTokenPurpose; createdAt: Date; expiresAt: Date },
) {
  await db.insert(userTokens).values({ companyId, ...token });
}

/** Tokens are looked up by hash alone: the link is all a visitor has. */
export async function findUserToken(db: Executor, tokenHash: string, purpose: UserTokenPurpose) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** Marks the token used; false when another request used it first. */
export async function consumeUserToken(
  db: Executor,
  companyId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.companyId, companyId), eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt)))
    .returning({ tokenHash: userTokens.tokenHash });
  return rows.length === 1;
}

/** A new link makes the older ones of the same purpose worthless. */
export async function revokeUserTokens(
  db: Executor,
  companyId: string,
  userId: string,
  purpose: UserTokenPurpose,
  now: Date,
) {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.companyId, companyId),
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}
