import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginFailures } from '../../db/schema/sign-in-throttles';

export async function findLoginFailures(db: Executor, key: string) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.email, key)).limit(1);
  return row ?? null;
}

/**
 * Counts one more failure in one statement, so that parallel attempts cannot slip past the
 * count. A failure more than `windowMs` after the previous one starts counting again.
 */
export async function countLoginFailure(db: Executor, email: string, now: Date, windowMs: number): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(loginFailures)
    .values({ email, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: sql`case when ${loginFailures.lastFailureAt} <= ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  return row!.failures;
}

export async function lockLogin(db: Executor, email: string, until: Date) {
  await db.update(loginFailures).set({ lockedUntil: until }).where(eq(loginFailures.email, email));
}

/** Removes the account's own count and its counts per address (keys "email address"). */
export async function clearLoginFailures(db: Executor, email: string) {
  const prefix = `${email} `;
  await db
    .delete(loginFailures)
    .where(or(eq(loginFailures.email, email), sql`left(${loginFailures.email}, ${prefix.length}) = ${prefix}`));
}
