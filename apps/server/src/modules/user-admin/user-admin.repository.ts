import { and, asc, count, desc, eq, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/search-pattern';
import { budgetGroups } from '../../db/schema/budget-groups';
import { impersonationGrants } from '../../db/schema/impersonation-grants';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

export type UserValues = Partial<Omit<typeof users.$inferInsert, 'id' | 'companyId'>>;

const sortColumns = {
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`lower(${users.email})`],
  personalNumber: [users.personalNumber],
  status: [users.status],
  role: [roles.name],
  budgetClass: [sql`lower(${budgetGroups.name})`],
  createdDate: [users.createdAt],
} as const;

export interface UserPageQuery {
  search?: string | undefined;
  sortBy: keyof typeof sortColumns;
  sortOrder: 'ASC' | 'DESC';
  excludeDeactivated: boolean;
  limit: number;
  offset: number;
}

/** A page of the company's users with the total count; the search looks at names, email and personal number. */
export async function listUserPage(db: Executor, companyId: string, query: UserPageQuery) {
  const conditions = [eq(users.companyId, companyId)];
  if (query.excludeDeactivated) conditions.push(ne(users.status, 'DEACTIVATED'));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(users.personalNumber, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  const direction = query.sortOrder === 'DESC' ? desc : asc;
  const rows = await db
    .select({ user: users, roleName: roles.name, budgetGroup: { id: budgetGroups.id, name: budgetGroups.name } })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(budgetGroups, and(eq(budgetGroups.id, users.budgetGroupId), eq(budgetGroups.companyId, users.companyId)))
    .where(where)
    .orderBy(...sortColumns[query.sortBy].map((column) => direction(column)), asc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ count: count() }).from(users).where(where);
  return { rows, totalCount: total?.count ?? 0 };
}

export type UserListRow = Awaited<ReturnType<typeof listUserPage>>['rows'][number];

/**
 * Emails are unique across all companies (docs/adr/0003), so this lookup is not scoped by a
 * company; it answers only whether and where the address is taken.
 */
export async function findUsersByEmails(db: Executor, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((email) => email.toLowerCase()),
      ),
    );
}

/** Users with the ADMIN role that are not deactivated, leaving out `exceptUserId`. */
export async function countActiveAdmins(db: Executor, companyId: string, exceptUserId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(roles.name, 'ADMIN'),
        ne(users.status, 'DEACTIVATED'),
        ne(users.id, exceptUserId),
      ),
    );
  return row?.count ?? 0;
}

/** Roles are global reference data, the same for every company. */
export async function listRoles(db: Executor) {
  return db.select().from(roles).orderBy(asc(roles.name));
}

/** Who may switch to this user (spec 001 §3 "Managed user" impersonators), from the company's grants. */
export async function listImpersonators(db: Executor, companyId: string, userId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(impersonationGrants)
    .innerJoin(
      users,
      and(eq(users.id, impersonationGrants.impersonatorId), eq(users.companyId, impersonationGrants.companyId)),
    )
    .where(and(eq(impersonationGrants.companyId, companyId), eq(impersonationGrants.userId, userId)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/**
 * The daily job's batch: users of every company with a scheduled invitation, deactivation or
 * reactivation due by `today`, locked until the transaction ends. Rows another process holds are
 * skipped, so several processes running the job never carry out one change twice. The one
 * lookup across companies besides sign-in: the job acts for all of them.
 */
export async function lockDueScheduledUsers(db: Executor, today: string, limit: number) {
  return db
    .select({
      id: users.id,
      companyId: users.companyId,
      status: users.status,
      roleName: roles.name,
      registerDate: users.registerDate,
      invitedDate: users.invitedDate,
      scheduledInvitationDate: users.scheduledInvitationDate,
      scheduledDeactivationDate: users.scheduledDeactivationDate,
      scheduledDeactivationScope: users.scheduledDeactivationScope,
      isBudgetActive: users.isBudgetActive,
      scheduledReactivationDate: users.scheduledReactivationDate,
      scheduledReactivationScope: users.scheduledReactivationScope,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      or(
        lte(users.scheduledInvitationDate, today),
        lte(users.scheduledDeactivationDate, today),
        lte(users.scheduledReactivationDate, today),
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit)
    .for('update', { of: users, skipLocked: true });
}

export type DueScheduledUser = Awaited<ReturnType<typeof lockDueScheduledUsers>>[number];
