import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { featureFlags } from '../../db/schema/feature-flags';

/** The company's own value if set, else the global default; null when neither exists. */
export async function findFlagValue(db: Executor, companyId: string | null, name: string): Promise<boolean | null> {
  const scope = companyId
    ? or(eq(featureFlags.companyId, companyId), isNull(featureFlags.companyId))
    : isNull(featureFlags.companyId);
  const [row] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(and(eq(featureFlags.name, name), scope))
    // The company's row sorts before the global one (nulls last).
    .orderBy(sql`${featureFlags.companyId} nulls last`)
    .limit(1);
  return row ? row.enabled : null;
}

/** When a change happened: the caller's clock, or the database's time for seeds and test set-ups. */
type ChangedAt = Date | null;
const changedAt = (now: ChangedAt) => now ?? sql`now()`;

export async function setFlagValue(
  db: Executor,
  companyId: string | null,
  name: string,
  enabled: boolean,
  now: ChangedAt,
) {
  const updatedAt = changedAt(now);
  await db
    .insert(featureFlags)
    .values({ name, companyId, enabled, updatedAt })
    .onConflictDoUpdate({ target: [featureFlags.name, featureFlags.companyId], set: { enabled, updatedAt } });
}

export async function insertFlagIfAbsent(
  db: Executor,
  companyId: string | null,
  name: string,
  enabled: boolean,
  now: ChangedAt,
) {
  await db
    .insert(featureFlags)
    .values({ name, companyId, enabled, updatedAt: changedAt(now) })
    .onConflictDoNothing();
}

/** The global defaults (company null) and, when given, one company's own values. */
export async function listFlagValues(db: Executor, companyId: string | null) {
  const scope = companyId
    ? or(eq(featureFlags.companyId, companyId), isNull(featureFlags.companyId))
    : isNull(featureFlags.companyId);
  return db
    .select({ name: featureFlags.name, companyId: featureFlags.companyId, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(scope);
}

/** One flag's global default and its values for the given companies, in one read. */
export async function listFlagValuesOfCompanies(db: Executor, name: string, companyIds: string[]) {
  const scope =
    companyIds.length > 0
      ? or(isNull(featureFlags.companyId), inArray(featureFlags.companyId, companyIds))
      : isNull(featureFlags.companyId);
  return db
    .select({ companyId: featureFlags.companyId, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(and(eq(featureFlags.name, name), scope));
}
