import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { expenses } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import { budgetCorrections, budgetDeductions } from '../../db/schema/user-budgets';

/** Which sums: some users (all of the company when null), the periods from `from` (or the first) to `until`. */
export interface BudgetSumsScope {
  userIds: readonly string[] | null;
  from?: string | undefined;
  until: string;
}

/** Grouped sums per user and period, what every budget figure is computed from. */
export interface BudgetSums {
  /** Billable cost (submitted and invoiced expenses), and how many expenses and of them submitted once. */
  billable: { userId: string; periodString: string; billable: string; count: number; submitted: number }[];
  deductions: { userId: string; periodString: string; amount: string }[];
  corrections: { userId: string; periodString: string; amount: string }[];
}

const billableStatus = sql`${expenses.status} in ('SUBMITTED', 'INVOICED')`;
const submittedStatus = sql`${expenses.status} in ('SUBMITTED', 'REJECTED', 'INVOICED')`;

/**
 * The one read of the budget sums (DECISIONS "Budget arithmetic"), for one user, a page of users
 * or the whole company: three grouped queries whatever the number of users.
 */
export async function budgetSums(db: Executor, companyId: string, scope: BudgetSumsScope): Promise<BudgetSums> {
  const { userIds, from, until } = scope;
  if (userIds?.length === 0) return { billable: [], deductions: [], corrections: [] };
  const ofUsers = (
    column: typeof expenses.userId | typeof budgetDeductions.userId | typeof budgetCorrections.userId,
  ) => (userIds ? inArray(column, [...userIds]) : undefined);
  const inWindow = and(
    eq(periods.companyId, companyId),
    from === undefined ? undefined : gte(periods.periodString, from),
    lte(periods.periodString, until),
  );
  const [billable, deductions, corrections] = await Promise.all([
    db
      .select({
        userId: expenses.userId,
        periodString: periods.periodString,
        billable: sql<string>`coalesce(sum(${expenses.cost}) filter (where ${billableStatus}), 0)::text`,
        count: sql<number>`count(*)::int`,
        submitted: sql<number>`(count(*) filter (where ${submittedStatus}))::int`,
      })
      .from(expenses)
      .innerJoin(periods, eq(periods.id, expenses.periodId))
      .where(and(eq(expenses.companyId, companyId), inWindow, ofUsers(expenses.userId)))
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
