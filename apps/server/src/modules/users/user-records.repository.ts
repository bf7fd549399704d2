import { nextVersion, versionIs } from '../../db/row-version';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users';

export type UserInsert = typeof users.$inferInsert;
/** A user row to insert; the company is the repository's argument. */
export type NewUserValues = Omit<UserInsert, 'id' | 'companyId'>;
/** The columns of a user that may change; the id and the company never do, the version only by itself. */
export type UserChanges = Partial<Omit<NewUserValues, 'version'>>;

/**
 * Bookkeeping no administration form shows: a change of only these leaves the user's version
 * (docs/adr/0022) alone, so that a sign-in does not turn an admin's open edit stale.
 */
const unversionedColumns: ReadonlySet<string> = new Set<keyof UserChanges>([
  'lastSignInAt',
  'passwordHash',
  'privacyPolicyVersion',
  'privacyPolicyAcceptedAt',
]);

/** The values with the version raised, unless they change bookkeeping only. */
function withVersion(values: UserChanges) {
  return Object.keys(values).some((column) => !unversionedColumns.has(column))
    ? { ...values, ...nextVersion(users) }
    : values;
}

export async function insertUserRows(db: Executor, companyId: string, values: readonly NewUserValues[]) {
  if (values.length === 0) return [];
  return db
    .insert(users)
    .values(values.map((value) => ({ ...value, companyId })))
    .returning({ id: users.id });
}

/**
 * Answers whether the company has the user (and so whether anything was written); with
 * `readVersion` only if that is still the user's version.
 */
export async function updateUserRow(
  db: Executor,
  companyId: string,
  userId: string,
  values: UserChanges,
  readVersion?: number,
) {
  const rows = await db
    .update(users)
    .set(withVersion(values))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), versionIs(users, readVersion)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function updateUserRows(db: Executor, companyId: string, userIds: readonly string[], values: UserChanges) {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set(withVersion(values))
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...userIds])));
}

/** Every user of the company gets the flag's value; answers how many changed. */
export async function setFlagOfCompanyUsers(
  db: Executor,
  companyId: string,
  flag: 'isTrial' | 'isInternal',
  value: boolean,
) {
  const changed = await db
    .update(users)
    .set({ [flag]: value, ...nextVersion(users) })
    .where(and(eq(users.companyId, companyId), ne(users[flag], value)))
    .returning({ id: users.id });
  return changed.length;
}
