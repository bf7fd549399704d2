import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { expenses } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import { budgetCorrections, budgetDeductions } from '../../db/schema/user-budgets';

/**
 * Per user and period within [from, until], for the whole company at once: billable cost,
 * deductions and corrections. Three grouped queries, whatever the number of users; `userIds`
 * limits them to some users (a page of the audit list).
 */
export async function companySumsByUserAndPeriod(
  db: Executor,
  companyId: string,
  from: string,
  until: string,
  userIds: readonly string[] | null = null,
) {
  const ofUsers = (
    column: typeof expenses.userId | typeof budgetDeductions.userId | typeof budgetCorrections.userId,
  ) => (userIds ? inArray(column, [...userIds]) : undefined);
  const inWindow = and(
    eq(periods.companyId, companyId),
    gte(periods.periodString, from),
    lte(periods.periodString, until),
  );
  const [billable, deductions, corrections] = await Promise.all([
    db
      .select({
        userId: expenses.userId,
        periodString: periods.periodString,
        amount: sql<string>`sum(${expenses.cost})::text`,
      })
      .from(expenses)
      .innerJoin(periods, eq(periods.id, expenses.periodId))
      .where(
        and(
          eq(expenses.companyId, companyId),
          inWindow,
          ofUsers(expenses.userId),
          sql`${expenses.status} in ('SUBMITTED', 'INVOICED')`,
        ),
      )
      .groupBy(expenses.userId, periods.periodString),
    db
      .select({
        userId: budgetDeductions.userId,
        periodString: periods.periodString,
        amount: sql<string>`sum(${budgetDeductions.amount})::text`,
      })
      .from(budgetDeductions)
      .innerJoin(periods, eq(periods.id, budgetDeductions.periodId))
      .where(and(eq(budgetDeductions.companyId, companyId), inWindow, ofUsers(budgetDeductions.userId)))
      .groupBy(budgetDeductions.userId, periods.periodString),
    db
      .select({
        userId: budgetCorrections.userId,
        periodString: periods.periodString,
        amount: budgetCorrections.correctionAmount,
      })
      .from(budgetCorrections)
      .innerJoin(periods, eq(periods.id, budgetCorrections.periodId))
      .where(and(eq(budgetCorrections.companyId, companyId), inWindow, ofUsers(budgetCorrections.userId))),
  ]);
  return { billable, deductions, corrections };
}
