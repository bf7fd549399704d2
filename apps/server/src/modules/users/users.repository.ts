import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessionUserColumns } from '../../db/session-user-columns';
import { budgetGroups } from '../../db/schema/budget-groups';
import { companies } from '../../db/schema/companies';
import { personioConfigs } from '../../db/schema/personio-configs';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

/** The user with role, company and budget group, as one row: what a session needs. */
export async function findSessionUserRow(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select(sessionUserColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(budgetGroups, and(eq(budgetGroups.id, users.budgetGroupId), eq(budgetGroups.companyId, users.companyId)))
    .leftJoin(personioConfigs, eq(personioConfigs.companyId, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** Whether the company's Personio connection is on (its admin connected it and did not disconnect). */
export async function findPersonioConnected(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ isActive: personioConfigs.isActive })
    .from(personioConfigs)
    .where(eq(personioConfigs.companyId, companyId));
  return row?.isActive ?? false;
}

export type SessionUserRow = NonNullable<Awaited<ReturnType<typeof findSessionUserRow>>>;

/**
 * A user by id alone, across companies: only for the operator's impersonation and for naming the
 * impersonator of a session, where the company is not known beforehand.
 */
export async function findUserIdentity(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      roleName: roles.name,
      isSupportUser: users.isSupportUser,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Password reset knows only an email: like sign-in, not scoped by a company. */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      email: users.email,
      firstName: users.firstName,
      status: users.status,
      culture: users.culture,
      onlyExternalAuthentication: users.onlyExternalAuthentication,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

/** The account linked to a city login subject; such links are global, like emails. */
export async function findUserByMLoginId(db: Executor, mLoginId: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, status: users.status })
    .from(users)
    .where(eq(users.mLoginId, mLoginId))
    .limit(1);
  return row ?? null;
}

/** Links (or, with null, unlinks) the city login of a user. */
export async function updateMLoginId(db: Executor, companyId: string, userId: string, mLoginId: string | null) {
  await db
    .update(users)
    .set({ mLoginId })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/**
 * Active employees of the company whose personal number is missing or blank, by name. The
 * operator and support accounts are not employees and never appear in a payroll export.
 */
export async function listActiveUsersWithoutPersonalNumber(db: Executor, companyId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, 'ACTIVE'),
        eq(users.isSupportUser, false),
        ne(roles.name, 'GOD'),
        sql`coalesce(trim(${users.personalNumber}), '') = ''`,
      ),
    )
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(users.id));
}
