import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { impersonationGrants } from '../../db/schema/impersonation-grants';
import { users } from '../../db/schema/users';

const impersonable = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: companies.name,
};

export async function hasImpersonationGrant(db: Executor, companyId: string, impersonatorId: string, userId: string) {
  const [row] = await db
    .select({ userId: impersonationGrants.userId })
    .from(impersonationGrants)
    .where(
      and(
        eq(impersonationGrants.companyId, companyId),
        eq(impersonationGrants.impersonatorId, impersonatorId),
        eq(impersonationGrants.userId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The active users of one company that this person may switch to. */
export async function listGrantedUsers(db: Executor, companyId: string, impersonatorId: string) {
  return db
    .select(impersonable)
    .from(impersonationGrants)
    .innerJoin(users, and(eq(users.id, impersonationGrants.userId), eq(users.companyId, impersonationGrants.companyId)))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(impersonationGrants.companyId, companyId),
        eq(impersonationGrants.impersonatorId, impersonatorId),
        ne(users.status, 'DEACTIVATED'),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** Every active user of every company: the operator's list (support across companies). */
export async function listAllImpersonableUsers(db: Executor, exceptUserId: string, limit: number) {
  return db
    .select(impersonable)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(ne(users.id, exceptUserId), ne(users.status, 'DEACTIVATED')))
    .orderBy(asc(companies.name), asc(users.lastName), asc(users.firstName))
    .limit(limit);
}

export async function insertImpersonationGrant(
  db: Executor,
  companyId: string,
  impersonatorId: string,
  userId: string,
) {
  await db.insert(impersonationGrants).values({ companyId, impersonatorId, userId }).onConflictDoNothing();
}
