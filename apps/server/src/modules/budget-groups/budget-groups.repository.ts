import { nextVersion, versionIs } from '../../db/row-version';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { budgetGroups } from '../../db/schema/budget-groups';
import { users } from '../../db/schema/users';

export type BudgetGroupRow = typeof budgetGroups.$inferSelect;
export type BudgetGroupValues = Omit<typeof budgetGroups.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'version'>;

export async function listBudgetGroups(db: Executor, companyId: string): Promise<BudgetGroupRow[]> {
  return db
    .select()
    .from(budgetGroups)
    .where(eq(budgetGroups.companyId, companyId))
    .orderBy(asc(sql`lower(${budgetGroups.name})`));
}

export async function findBudgetGroup(db: Executor, companyId: string, id: string): Promise<BudgetGroupRow | null> {
  const [row] = await db
    .select()
    .from(budgetGroups)
    .where(and(eq(budgetGroups.companyId, companyId), eq(budgetGroups.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findBudgetGroupByName(db: Executor, companyId: string, name: string) {
  const [row] = await db
    .select({ id: budgetGroups.id })
    .from(budgetGroups)
    .where(and(eq(budgetGroups.companyId, companyId), sql`lower(${budgetGroups.name}) = lower(${name})`))
    .limit(1);
  return row ?? null;
}

/** The members of the given groups, by name. */
export async function listMembers(db: Executor, companyId: string, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      personalNumber: users.personalNumber,
      budgetGroupId: users.budgetGroupId,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.budgetGroupId, groupIds)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function insertBudgetGroup(
  db: Executor,
  companyId: string,
  values: BudgetGroupValues,
): Promise<BudgetGroupRow> {
  const [row] = await db
    .insert(budgetGroups)
    .values({ companyId, ...values })
    .returning();
  return row!;
}

export async function updateBudgetGroup(
  db: Executor,
  companyId: string,
  id: string,
  values: Partial<BudgetGroupValues>,
  readVersion?: number,
): Promise<boolean> {
  const changed = await db
    .update(budgetGroups)
    .set({ ...values, ...nextVersion(budgetGroups) })
    .where(and(eq(budgetGroups.companyId, companyId), eq(budgetGroups.id, id), versionIs(budgetGroups, readVersion)))
    .returning({ id: budgetGroups.id });
  return changed.length > 0;
}

export async function deleteBudgetGroup(db: Executor, companyId: string, id: string) {
  await db.delete(budgetGroups).where(and(eq(budgetGroups.companyId, companyId), eq(budgetGroups.id, id)));
}

/** The company's users among `userIds`, with their status and current group. */
export async function findUsers(db: Executor, companyId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, status: users.status, budgetGroupId: users.budgetGroupId })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, userIds)));
}
