import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { budgetGroups } from '../../db/schema/budget-groups';
import { expenses } from '../../db/schema/expenses';
import { users } from '../../db/schema/users';

/**
 * The billable (SUBMITTED or INVOICED) expenses of a period, by user and billing date. Read
 * without a join: the embedded database keeps no planner statistics, and a join planned on
 * defaults turns into a nested loop over every user per expense.
 */
export async function listBillableExpenses(db: Executor, companyId: string, periodId: string) {
  return db
    .select({
      id: expenses.id,
      userId: expenses.userId,
      date: expenses.date,
      type: expenses.type,
      tripToWork: expenses.tripToWork,
      origin: expenses.origin,
      cost: expenses.cost,
      originalCost: expenses.originalCost,
      originalCurrency: expenses.originalCurrency,
      isChecked: expenses.isChecked,
      isMarked: expenses.isMarked,
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.companyId, companyId),
        eq(expenses.periodId, periodId),
        inArray(expenses.status, ['SUBMITTED', 'INVOICED']),
      ),
    )
    .orderBy(asc(expenses.userId), asc(expenses.date), asc(expenses.id));
}

export type BillableExpenseRow = Awaited<ReturnType<typeof listBillableExpenses>>[number];

/** The employees of the export with what their tax treatment depends on. */
export async function listExportUsers(db: Executor, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      personalNumber: users.personalNumber,
      userType: users.userType,
      budgetGroupId: users.budgetGroupId,
      commuteDistanceKm: users.commuteDistanceKm,
      workingDaysPerMonth: users.workingDaysPerMonth,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...userIds])));
}

/** The net-wage lists of the company's budget groups (read once, not per expense row). */
export async function listNetWageLists(db: Executor, companyId: string) {
  return db
    .select({
      id: budgetGroups.id,
      companyNetWageMobilityTypes: budgetGroups.companyNetWageMobilityTypes,
      abroadCompanyNetWageMobilityTypes: budgetGroups.abroadCompanyNetWageMobilityTypes,
      privateNetWageMobilityTypes: budgetGroups.privateNetWageMobilityTypes,
      abroadPrivateNetWageMobilityTypes: budgetGroups.abroadPrivateNetWageMobilityTypes,
    })
    .from(budgetGroups)
    .where(eq(budgetGroups.companyId, companyId));
}
