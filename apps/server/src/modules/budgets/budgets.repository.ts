import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { budgetGroups } from '../../db/schema/budget-groups';
import { companies } from '../../db/schema/companies';
import { expenses } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import { budgetCorrections, budgetDeductions } from '../../db/schema/user-budgets';
import { users } from '../../db/schema/users';

/** The user with what decides their budget and their choices: group, company currency. */
export async function findUserBudgetRow(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select({
      user: {
        id: users.id,
        userType: users.userType,
        monthlyBudget: users.monthlyBudget,
        budgetOverflowStarts: users.budgetOverflowStarts,
        allowedExpenseOrigins: users.allowedExpenseOrigins,
        companyMobilityBudget: users.companyMobilityBudget,
        detachCompanyMobilityBudget: users.detachCompanyMobilityBudget,
        registerDate: users.registerDate,
        createdAt: users.createdAt,
      },
      group: budgetGroups,
      companyCurrency: companies.currency,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(budgetGroups, and(eq(budgetGroups.id, users.budgetGroupId), eq(budgetGroups.companyId, users.companyId)))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row ?? null;
}

export type UserBudgetRow = NonNullable<Awaited<ReturnType<typeof findUserBudgetRow>>>;

/** Per period up to `until`: billable cost, deductions, correction and counts of the user. */
export async function sumsByPeriod(db: Executor, companyId: string, userId: string, until: string) {
  const billable = await db
    .select({
      periodString: periods.periodString,
      billable: sql<string>`coalesce(sum(${expenses.cost}) filter (where ${expenses.status} in ('SUBMITTED', 'INVOICED')), 0)::text`,
      count: sql<number>`count(*)::int`,
      submitted: sql<number>`(count(*) filter (where ${expenses.status} in ('SUBMITTED', 'REJECTED', 'INVOICED')))::int`,
    })
    .from(expenses)
    .innerJoin(periods, eq(periods.id, expenses.periodId))
    .where(and(eq(expenses.companyId, companyId), eq(expenses.userId, userId), lte(periods.periodString, until)))
    .groupBy(periods.periodString);
  const deductions = await db
    .select({ periodString: periods.periodString, amount: sql<string>`sum(${budgetDeductions.amount})::text` })
    .from(budgetDeductions)
    .innerJoin(periods, eq(periods.id, budgetDeductions.periodId))
    .where(
      and(
        eq(budgetDeductions.companyId, companyId),
        eq(budgetDeductions.userId, userId),
        lte(periods.periodString, until),
      ),
    )
    .groupBy(periods.periodString);
  const corrections = await db
    .select({ periodString: periods.periodString, amount: budgetCorrections.correctionAmount })
    .from(budgetCorrections)
    .innerJoin(periods, eq(periods.id, budgetCorrections.periodId))
    .where(
      and(
        eq(budgetCorrections.companyId, companyId),
        eq(budgetCorrections.userId, userId),
        lte(periods.periodString, until),
      ),
    );
  return { billable, deductions, corrections };
}

export async function listDeductions(db: Executor, companyId: string, userId: string, periodIds: string[]) {
  if (periodIds.length === 0) return [];
  return db
    .select({ label: budgetDeductions.label, amount: budgetDeductions.amount })
    .from(budgetDeductions)
    .where(
      and(
        eq(budgetDeductions.companyId, companyId),
        eq(budgetDeductions.userId, userId),
        inArray(budgetDeductions.periodId, periodIds),
      ),
    )
    .orderBy(budgetDeductions.createdAt);
}

/** The deductions of one period, oldest first. */
export async function listPeriodDeductions(db: Executor, companyId: string, userId: string, periodId: string) {
  return listDeductions(db, companyId, userId, [periodId]);
}

/** Replaces the deductions of a period with `list`. */
export async function replaceDeductions(
  db: Executor,
  companyId: string,
  userId: string,
  periodId: string,
  list: { label: string; amount: string }[],
  now: Date,
) {
  await db
    .delete(budgetDeductions)
    .where(
      and(
        eq(budgetDeductions.companyId, companyId),
        eq(budgetDeductions.userId, userId),
        eq(budgetDeductions.periodId, periodId),
      ),
    );
  if (list.length === 0) return;
  // One millisecond apart per row keeps the entered order, which the list is read back in.
  const base = now.getTime();
  await db.insert(budgetDeductions).values(
    list.map((item, index) => ({
      companyId,
      userId,
      periodId,
      label: item.label,
      amount: item.amount,
      createdAt: new Date(base + index),
    })),
  );
}

export async function findCorrection(db: Executor, companyId: string, userId: string, periodId: string) {
  const [row] = await db
    .select()
    .from(budgetCorrections)
    .where(
      and(
        eq(budgetCorrections.companyId, companyId),
        eq(budgetCorrections.userId, userId),
        eq(budgetCorrections.periodId, periodId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function upsertCorrection(
  db: Executor,
  companyId: string,
  values: { userId: string; periodId: string; correctionAmount: string; description: string },
) {
  const [row] = await db
    .insert(budgetCorrections)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: [budgetCorrections.userId, budgetCorrections.periodId],
      set: { correctionAmount: values.correctionAmount, description: values.description },
    })
    .returning();
  return row!;
}

export async function deleteCorrection(db: Executor, companyId: string, userId: string, periodId: string) {
  const rows = await db
    .delete(budgetCorrections)
    .where(
      and(
        eq(budgetCorrections.companyId, companyId),
        eq(budgetCorrections.userId, userId),
        eq(budgetCorrections.periodId, periodId),
      ),
    )
    .returning({ id: budgetCorrections.id });
  return rows.length > 0;
}

/** Every user of the company with the facts that decide in which months their budget runs. */
export async function listCompanyBudgetUserFacts(db: Executor, companyId: string) {
  return db
    .select({
      id: users.id,
      registerDate: users.registerDate,
      createdAt: users.createdAt,
      isBudgetActive: users.isBudgetActive,
      deactivationDate: users.deactivationDate,
    })
    .from(users)
    .where(eq(users.companyId, companyId));
}
