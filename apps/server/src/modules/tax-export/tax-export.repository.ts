import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { budgetGroups } from '../../db/schema/budget-groups';
import { expenses } from '../../db/schema/expenses';
import { users } from '../../db/schema/users';

/** The billable (SUBMITTED or INVOICED) expenses of a period with their user and budget group. */
export async function listBillableExpenses(db: Executor, companyId: string, periodId: string) {
  return db
    .select({
      id: expenses.id,
      date: expenses.date,
      type: expenses.type,
      tripToWork: expenses.tripToWork,
      origin: expenses.origin,
      cost: expenses.cost,
      originalCost: expenses.originalCost,
      originalCurrency: expenses.originalCurrency,
      isChecked: expenses.isChecked,
      isMarked: expenses.isMarked,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      personalNumber: users.personalNumber,
      userType: users.userType,
      group: {
        companyNetWageMobilityTypes: budgetGroups.companyNetWageMobilityTypes,
        abroadCompanyNetWageMobilityTypes: budgetGroups.abroadCompanyNetWageMobilityTypes,
        privateNetWageMobilityTypes: budgetGroups.privateNetWageMobilityTypes,
        abroadPrivateNetWageMobilityTypes: budgetGroups.abroadPrivateNetWageMobilityTypes,
      },
    })
    .from(expenses)
    .innerJoin(users, and(eq(users.id, expenses.userId), eq(users.companyId, expenses.companyId)))
    .leftJoin(budgetGroups, and(eq(budgetGroups.id, users.budgetGroupId), eq(budgetGroups.companyId, users.companyId)))
    .where(and(eq(expenses.companyId, companyId), eq(expenses.periodId, periodId), inArray(expenses.status, ['SUBMITTED', 'INVOICED'])))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id), asc(expenses.date), asc(expenses.id));
}

export type BillableExpenseRow = Awaited<ReturnType<typeof listBillableExpenses>>[number];
