import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { budgetGroups } from '../../db/schema/budget-groups';
import { companies } from '../../db/schema/companies';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

/** The user with role, company and budget group, as one row: what a session needs. */
export async function findSessionUserRow(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select({ user: users, role: roles, company: companies, budgetGroup: { id: budgetGroups.id, name: budgetGroups.name } })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(budgetGroups, and(eq(budgetGroups.id, users.budgetGroupId), eq(budgetGroups.companyId, users.companyId)))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

export type SessionUserRow = NonNullable<Awaited<ReturnType<typeof findSessionUserRow>>>;
