import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { budgetGroups } from '../../db/schema/budget-groups';
import { expenses } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import { budgetCorrections, budgetDeductions } from '../../db/schema/user-budgets';
import { users } from '../../db/schema/users';

/** The listed users with what their budget depends on. */
export async function listBudgetUsers(db: Executor, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      monthlyBudget: users.monthlyBudget,
      budgetOverflowStarts: users.budgetOverflowStarts,
      registerDate: users.registerDate,
      createdAt: users.createdAt,
      group: { budget: budgetGroups.budget, overflowInterval: budgetGroups.overflowInterval },
    })
    .from(users)
    .leftJoin(budgetGroups, and(eq(budgetGroups.id, users.budgetGroupId), eq(budgetGroups.companyId, users.companyId)))
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...userIds])));
}

/** Per user and period up to `until`: billable cost, deductions and correction, in three grouped reads. */
export async function sumsByUserAndPeriod(db: Executor, companyId: string, userIds: readonly string[], until: string) {
  if (userIds.length === 0) return { billable: [], deductions: [], corrections: [] };
  const ids = [...userIds];
  const billable = await db
    .select({
      userId: expenses.userId,
      periodString: periods.periodString,
      billable: sql<string>`coalesce(sum(${expenses.cost}), 0)::text`,
    })
    .from(expenses)
    .innerJoin(periods, eq(periods.id, expenses.periodId))
    .where(
      and(
        eq(expenses.companyId, companyId),
        inArray(expenses.userId, ids),
        inArray(expenses.status, ['SUBMITTED', 'INVOICED']),
        lte(periods.periodString, until),
      ),
    )
    .groupBy(expenses.userId, periods.periodString);
  const deductions = await db
    .select({
      userId: budgetDeductions.userId,
      periodString: periods.periodString,
      amount: sql<string>`sum(${budgetDeductions.amount})::text`,
    })
    .from(budgetDeductions)
    .innerJoin(periods, eq(periods.id, budgetDeductions.periodId))
    .where(
      and(
        eq(budgetDeductions.companyId, companyId),
        inArray(budgetDeductions.userId, ids),
        lte(periods.periodString, until),
      ),
    )
    .groupBy(budgetDeductions.userId, periods.periodString);
  const corrections = await db
    .select({
      userId: budgetCorrections.userId,
      periodString: periods.periodString,
      amount: budgetCorrections.correctionAmount,
    })
    .from(budgetCorrections)
    .innerJoin(periods, eq(periods.id, budgetCorrections.periodId))
    .where(
      and(
        eq(budgetCorrections.companyId, companyId),
        inArray(budgetCorrections.userId, ids),
        lte(periods.periodString, until),
      ),
    );
  return { billable, deductions, corrections };
}
