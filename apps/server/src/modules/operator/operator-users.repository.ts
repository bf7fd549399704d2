import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/search-pattern';
import { budgetGroups } from '../../db/schema/budget-groups';
import { companies } from '../../db/schema/companies';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

const sortColumns = {
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`lower(${users.email})`],
  company: [sql`lower(${companies.name})`],
  role: [roles.name],
  status: [users.status],
  createdDate: [users.createdAt],
} as const;

export interface OperatorUserPageQuery {
  /** One company's users, or null for every company's. */
  companyId: string | null;
  search?: string | undefined;
  sortBy: keyof typeof sortColumns;
  sortOrder: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

const userView = {
  user: users,
  role: { id: roles.id, name: roles.name },
  company: { id: companies.id, name: companies.name },
  budgetGroup: { id: budgetGroups.id, name: budgetGroups.name },
};

function viewQuery(db: Executor) {
  return db
    .select(userView)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(budgetGroups, and(eq(budgetGroups.id, users.budgetGroupId), eq(budgetGroups.companyId, users.companyId)));
}

/** A page of users across companies (the operator's own list); the search also finds company names. */
export async function listOperatorUserPage(db: Executor, query: OperatorUserPageQuery) {
  const conditions: (SQL | undefined)[] = [query.companyId ? eq(users.companyId, query.companyId) : undefined];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.personalNumber, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        ilike(companies.name, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const direction = query.sortOrder === 'DESC' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(...sortColumns[query.sortBy].map((column) => direction(column)), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ count: count() }).from(users).innerJoin(companies, eq(companies.id, users.companyId)).where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

export type OperatorUserRow = Awaited<ReturnType<typeof listOperatorUserPage>>['rows'][number];

export async function findOperatorUser(db: Executor, userId: string): Promise<OperatorUserRow | null> {
  const [row] = await viewQuery(db).where(eq(users.id, userId));
  return row ?? null;
}

export async function lockUserRow(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function findUserIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row?.id ?? null;
}

export async function listRoleRows(db: Executor) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name));
}
