import { and, asc, eq, inArray, like, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payrollBudgetMonths, payrollExpenseResults, payrollLines } from '../../db/schema/payroll-results';
import { periods } from '../../db/schema/periods';
import { users } from '../../db/schema/users';

export type BudgetMonthInsert = Omit<typeof payrollBudgetMonths.$inferInsert, 'id' | 'companyId'>;
export type ExpenseResultInsert = Omit<typeof payrollExpenseResults.$inferInsert, 'id' | 'companyId'>;
export type PayrollLineInsert = Omit<typeof payrollLines.$inferInsert, 'id' | 'companyId'>;

/** Inserts in slices: one statement per 1,000 rows keeps the parameter count below the limit. */
async function insertInSlices<T>(rows: readonly T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 1000) await insert(rows.slice(start, start + 1000));
}

export async function insertFrozenPeriod(
  db: Executor,
  companyId: string,
  rows: { months: BudgetMonthInsert[]; expenses: ExpenseResultInsert[]; lines: PayrollLineInsert[] },
): Promise<void> {
  const withCompany = <T>(list: readonly T[]) => list.map((row) => ({ ...row, companyId }));
  await insertInSlices(withCompany(rows.months), (slice) => db.insert(payrollBudgetMonths).values(slice));
  await insertInSlices(withCompany(rows.expenses), (slice) => db.insert(payrollExpenseResults).values(slice));
  await insertInSlices(withCompany(rows.lines), (slice) => db.insert(payrollLines).values(slice));
}

export async function deleteFrozenPeriod(db: Executor, companyId: string, periodId: string): Promise<void> {
  for (const table of [payrollLines, payrollExpenseResults, payrollBudgetMonths]) {
    await db.delete(table).where(and(eq(table.companyId, companyId), eq(table.periodId, periodId)));
  }
}

/**
 * Invoiced months of every company with nothing frozen: invoiced before months were frozen, or
 * written as invoiced by other means than the invoice. The one query that spans companies: it
 * runs at start, for nobody's request.
 */
export async function listInvoicedPeriodsWithoutResults(db: Executor) {
  const frozen = (table: typeof payrollBudgetMonths | typeof payrollExpenseResults | typeof payrollLines) =>
    sql`exists (select 1 from ${table} where ${table.periodId} = ${periods.id})`;
  return db
    .select({ companyId: periods.companyId, periodString: periods.periodString })
    .from(periods)
    .where(
      and(
        eq(periods.isInvoiced, true),
        sql`not ${frozen(payrollBudgetMonths)}`,
        sql`not ${frozen(payrollExpenseResults)}`,
        sql`not ${frozen(payrollLines)}`,
      ),
    )
    .orderBy(asc(periods.periodString));
}

/** The frozen budget months of the users up to a period, oldest first (all users when `userIds` is null). */
export async function listFrozenBudgetMonths(
  db: Executor,
  companyId: string,
  userIds: readonly string[] | null,
  untilPeriod: string,
) {
  if (userIds !== null && userIds.length === 0) return [];
  return db
    .select()
    .from(payrollBudgetMonths)
    .where(
      and(
        eq(payrollBudgetMonths.companyId, companyId),
        lte(payrollBudgetMonths.periodString, untilPeriod),
        userIds === null ? undefined : inArray(payrollBudgetMonths.userId, [...userIds]),
      ),
    )
    .orderBy(asc(payrollBudgetMonths.periodString));
}

export async function listFrozenBudgetMonthsOfPeriod(db: Executor, companyId: string, periodId: string) {
  return db
    .select()
    .from(payrollBudgetMonths)
    .where(and(eq(payrollBudgetMonths.companyId, companyId), eq(payrollBudgetMonths.periodId, periodId)));
}

export async function listFrozenExpenseResults(db: Executor, companyId: string, periodId: string) {
  return db
    .select()
    .from(payrollExpenseResults)
    .where(and(eq(payrollExpenseResults.companyId, companyId), eq(payrollExpenseResults.periodId, periodId)))
    .orderBy(asc(payrollExpenseResults.userId), asc(payrollExpenseResults.date), asc(payrollExpenseResults.expenseId));
}

export async function listFrozenLines(db: Executor, companyId: string, periodIds: readonly string[]) {
  if (periodIds.length === 0) return [];
  return db
    .select()
    .from(payrollLines)
    .where(and(eq(payrollLines.companyId, companyId), inArray(payrollLines.periodId, [...periodIds])));
}

/**
 * The year's payroll lines summed per employee and category (year report): only invoiced months
 * have lines, so the sums are what payroll booked. Amounts stay numeric strings.
 */
export async function sumYearLines(db: Executor, companyId: string, year: string) {
  const sumOf = (category: string) =>
    sql<string>`coalesce(sum(${payrollLines.amount}) filter (where ${payrollLines.category} = ${category} and not (${payrollLines.source} = 'HOME_CHARGING' and ${payrollLines.category} = 'TAX_FREE')), 0)::numeric(14, 2)::text`;
  // Home charging of a company car is Auslagenersatz (§ 3 Nr. 50 EStG), not a § 3 Nr. 15 benefit.
  const homeCharging = sql<string>`coalesce(sum(${payrollLines.amount}) filter (where ${payrollLines.source} = 'HOME_CHARGING' and ${payrollLines.category} = 'TAX_FREE'), 0)::numeric(14, 2)::text`;
  return db
    .select({
      userId: payrollLines.userId,
      personalNumber: users.personalNumber,
      firstName: users.firstName,
      lastName: users.lastName,
      months: sql<number>`count(distinct ${payrollLines.periodString}) filter (where ${payrollLines.amount} <> 0)::int`,
      taxFree: sumOf('TAX_FREE'),
      flatTaxed: sumOf('FLAT_15'),
      taxable: sumOf('TAXABLE'),
      homeChargingTaxFree: homeCharging,
    })
    .from(payrollLines)
    .leftJoin(users, and(eq(users.id, payrollLines.userId), eq(users.companyId, companyId)))
    .where(and(eq(payrollLines.companyId, companyId), like(payrollLines.periodString, `${year}%`)))
    .groupBy(payrollLines.userId, users.personalNumber, users.firstName, users.lastName)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(payrollLines.userId));
}
