import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

/** The columns the account's own calls change: password, status, settings, privacy acceptance. */
export type AccountValues = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'passwordHash'
    | 'status'
    | 'registerDate'
    | 'invitedDate'
    | 'invitationSentDate'
    | 'scheduledInvitationDate'
    | 'culture'
    | 'timezone'
    | 'privacyPolicyVersion'
    | 'privacyPolicyAcceptedAt'
  >
>;

export async function findUserForAccount(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select({ user: users, roleName: roles.name, companyName: companies.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** Holds the user's row until the transaction ends: one link-issuing change at a time per user. */
export async function lockUser(db: Executor, companyId: string, userId: string) {
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .for('update');
}
