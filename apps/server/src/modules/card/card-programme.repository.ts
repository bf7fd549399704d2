import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { nextVersion, versionIs } from '../../db/row-version';
import { budgetGroups } from '../../db/schema/budget-groups';
import { cardAllowedLists, cardPayoutPlans } from '../../db/schema/card-programme';
import { users } from '../../db/schema/users';

export type AllowedListRow = typeof cardAllowedLists.$inferSelect & { planCount: number };
export type PayoutPlanUser = { id: string; firstName: string; lastName: string; email: string };
export type PayoutPlanRow = typeof cardPayoutPlans.$inferSelect & { hasLoads: boolean; users: PayoutPlanUser[] };
type ListValues = Pick<typeof cardAllowedLists.$inferInsert, 'name' | 'merchantCategoryCodes' | 'merchantNames'>;
type PlanValues = Omit<typeof cardPayoutPlans.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'version'>;

// Spelled out: inside a subquery Drizzle leaves columns unqualified, and both tables have an `id`.
const planCount = sql<number>`(select count(*)::int from card_payout_plans p where p.allowed_list_id = ${cardAllowedLists}.id)`;
const hasLoads = sql<boolean>`exists (select 1 from card_loads l where l.plan_id = ${cardPayoutPlans}.id)`;
const planUsers = sql<PayoutPlanUser[]>`coalesce((
  select json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email)
    order by u.last_name, u.first_name)
  from users u
  where u.company_id = ${cardPayoutPlans}.company_id and u.id = any(${cardPayoutPlans}.user_ids)
), '[]'::json)`;

export async function listAllowedLists(db: Executor, companyId: string, id?: string): Promise<AllowedListRow[]> {
  return db
    .select({
      id: cardAllowedLists.id,
      companyId: cardAllowedLists.companyId,
      name: cardAllowedLists.name,
      merchantCategoryCodes: cardAllowedLists.merchantCategoryCodes,
      merchantNames: cardAllowedLists.merchantNames,
      createdAt: cardAllowedLists.createdAt,
      updatedAt: cardAllowedLists.updatedAt,
      version: cardAllowedLists.version,
      planCount,
    })
    .from(cardAllowedLists)
    .where(and(eq(cardAllowedLists.companyId, companyId), id === undefined ? undefined : eq(cardAllowedLists.id, id)))
    .orderBy(asc(cardAllowedLists.name));
}

export async function insertAllowedList(db: Executor, companyId: string, values: ListValues, now: Date) {
  const [row] = await db
    .insert(cardAllowedLists)
    .values({ ...values, companyId, createdAt: now, updatedAt: now })
    .returning({ id: cardAllowedLists.id });
  return row!.id;
}

/** False when the version named is stale (or the list is gone). */
export async function updateAllowedList(
  db: Executor,
  companyId: string,
  id: string,
  values: ListValues,
  now: Date,
  version: number | undefined,
) {
  const rows = await db
    .update(cardAllowedLists)
    .set({ ...values, updatedAt: now, ...nextVersion(cardAllowedLists) })
    .where(
      and(eq(cardAllowedLists.companyId, companyId), eq(cardAllowedLists.id, id), versionIs(cardAllowedLists, version)),
    )
    .returning({ id: cardAllowedLists.id });
  return rows.length === 1;
}

export async function deleteAllowedList(db: Executor, companyId: string, id: string) {
  await db.delete(cardAllowedLists).where(and(eq(cardAllowedLists.companyId, companyId), eq(cardAllowedLists.id, id)));
}

export async function listPayoutPlans(db: Executor, companyId: string, id?: string): Promise<PayoutPlanRow[]> {
  return db
    .select({ ...getTableColumns(cardPayoutPlans), hasLoads, users: planUsers })
    .from(cardPayoutPlans)
    .where(and(eq(cardPayoutPlans.companyId, companyId), id === undefined ? undefined : eq(cardPayoutPlans.id, id)))
    .orderBy(asc(cardPayoutPlans.name));
}

export async function insertPayoutPlan(db: Executor, companyId: string, values: PlanValues) {
  const [row] = await db
    .insert(cardPayoutPlans)
    .values({ ...values, companyId })
    .returning({ id: cardPayoutPlans.id });
  return row!.id;
}

export async function updatePayoutPlan(
  db: Executor,
  companyId: string,
  id: string,
  values: PlanValues,
  version: number | undefined,
) {
  const rows = await db
    .update(cardPayoutPlans)
    .set({ ...values, ...nextVersion(cardPayoutPlans) })
    .where(
      and(eq(cardPayoutPlans.companyId, companyId), eq(cardPayoutPlans.id, id), versionIs(cardPayoutPlans, version)),
    )
    .returning({ id: cardPayoutPlans.id });
  return rows.length === 1;
}

export async function deletePayoutPlan(db: Executor, companyId: string, id: string) {
  await db.delete(cardPayoutPlans).where(and(eq(cardPayoutPlans.companyId, companyId), eq(cardPayoutPlans.id, id)));
}

/** How many of the ids are the company's users and budget groups: fewer means a stranger's id. */
export async function countCompanyMembers(db: Executor, companyId: string, userIds: string[], groupIds: string[]) {
  const [userCount] = userIds.length
    ? await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, userIds)))
    : [{ n: 0 }];
  const [groupCount] = groupIds.length
    ? await db
        .select({ n: count() })
        .from(budgetGroups)
        .where(and(eq(budgetGroups.companyId, companyId), inArray(budgetGroups.id, groupIds)))
    : [{ n: 0 }];
  return { users: userCount!.n, groups: groupCount!.n };
}
