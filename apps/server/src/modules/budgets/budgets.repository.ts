import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { budgetGroups } from '../../db/schema/budget-groups';
import { companies } from '../../db/schema/companies';
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

export type UserBudgetRow = NonNullable<Awaited<ReturnType<typeof findUserBudgetRow>>>;

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
