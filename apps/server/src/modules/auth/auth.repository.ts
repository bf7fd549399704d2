import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessionUserColumns } from '../../db/session-user-columns';
import { roles } from '../../db/schema/roles';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { budgetGroups } from '../../db/schema/budget-groups';
import { companies } from '../../db/schema/companies';
import { personioConfigs } from '../../db/schema/personio-configs';

/** Sign-in knows only an email, so this is the one lookup not scoped by a company. */
export async function findLoginCandidate(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      passwordHash: users.passwordHash,
      status: users.status,
      onlyExternalAuthentication: users.onlyExternalAuthentication,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function insertSession(
  db: Executor,
  companyId: string,
  session: {
    tokenHash: string;
    userId: string;
    impersonatorId: string | null;
    selectedCompanyId?: string | null;
    expiresAt: Date;
    now: Date;
    ip: string | null;
    userAgent: string | null;
  },
) {
  const { now, ...values } = session;
  await db.insert(sessions).values({ companyId, ...values, createdAt: now, lastSeenAt: now });
}

/** The session with what the guard needs about its user: status, role and rights. */
const sessionColumns = {
  tokenHash: sessions.tokenHash,
  userId: sessions.userId,
  companyId: sessions.companyId,
  impersonatorId: sessions.impersonatorId,
  selectedCompanyId: sessions.selectedCompanyId,
  isSupportUser: users.isSupportUser,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  userStatus: users.status,
  roleName: roles.name,
  rights: roles.rights,
};

const sessionLookup = preparedPerDatabase((db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.companyId, sessions.companyId)))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('find_session_by_token_hash'),
);

/** The session with its user and role: one statement, read by every call that needs a session. */
export async function findSessionByTokenHash(db: Database, tokenHash: string) {
  const [row] = await sessionLookup(db).execute({ tokenHash });
  return row ?? null;
}

const sessionWithUserLookup = preparedPerDatabase((db) =>
  db
    .select({ session: sessionColumns, ...sessionUserColumns })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.companyId, sessions.companyId)))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(budgetGroups, and(eq(budgetGroups.id, users.budgetGroupId), eq(budgetGroups.companyId, users.companyId)))
    .leftJoin(personioConfigs, eq(personioConfigs.companyId, users.companyId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('find_session_with_user_by_token_hash'),
);

/**
 * The session with everything its check shows of the user, in the same one statement: the
 * columns (`sessionUserColumns`) and joins of the users module's `findSessionUserRow`.
 */
export async function findSessionWithUserByTokenHash(db: Database, tokenHash: string) {
  const [row] = await sessionWithUserLookup(db).execute({ tokenHash });
  if (!row) return null;
  const { session, ...sessionUser } = row;
  return { ...session, sessionUser };
}

export async function touchSession(db: Executor, companyId: string, tokenHash: string, now: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.companyId, companyId), eq(sessions.tokenHash, tokenHash)));
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, except the one given (after a password change, the current one). */
export async function deleteSessionsOfUser(
  db: Executor,
  companyId: string,
  userId: string,
  except: string | null = null,
) {
  const scope = and(eq(sessions.companyId, companyId), eq(sessions.userId, userId));
  await db.delete(sessions).where(except ? and(scope, ne(sessions.tokenHash, except)) : scope);
}

export async function deleteExpiredSessions(db: Executor, idleSince: Date, now: Date) {
  await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${now} OR ${sessions.lastSeenAt} <= ${idleSince}`);
}
