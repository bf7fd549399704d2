import { and, asc, between, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditEvents } from '../../db/schema/audit-events';
import { expenseFiles, expenses } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import { rejectReasons } from '../../db/schema/reject-reasons';
import { users } from '../../db/schema/users';

export type ExpenseValues = Omit<typeof expenses.$inferInsert, 'id' | 'companyId'>;
export type ExpenseFileRow = typeof expenseFiles.$inferSelect;

const expenseColumns = {
  expense: expenses,
  owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, personalNumber: users.personalNumber },
  period: { periodString: periods.periodString, isClosed: periods.isClosed, isInvoiced: periods.isInvoiced },
  rejectReason: { code: rejectReasons.code, en: rejectReasons.descriptionEn, de: rejectReasons.descriptionDe },
};

function selectExpenses(db: Executor) {
  return db
    .select(expenseColumns)
    .from(expenses)
    .innerJoin(users, and(eq(users.id, expenses.userId), eq(users.companyId, expenses.companyId)))
    .innerJoin(periods, and(eq(periods.id, expenses.periodId), eq(periods.companyId, expenses.companyId)))
    .leftJoin(rejectReasons, eq(rejectReasons.id, expenses.rejectReasonId));
}

export type ExpenseRow = Awaited<ReturnType<typeof findExpenseRow>> & {};

export async function findExpenseRow(db: Executor, companyId: string, expenseId: string) {
  const [row] = await selectExpenses(db).where(and(eq(expenses.companyId, companyId), eq(expenses.id, expenseId)));
  return row ?? null;
}

export async function listExpenseRows(db: Executor, companyId: string, filter: { userId: string; periodString?: string }) {
  return selectExpenses(db)
    .where(
      and(
        eq(expenses.companyId, companyId),
        eq(expenses.userId, filter.userId),
        filter.periodString ? eq(periods.periodString, filter.periodString) : undefined,
      ),
    )
    .orderBy(desc(expenses.date), desc(expenses.createdAt));
}

/** Every expense of the company dated within the days, for the company data export. */
export async function listCompanyExpenseRowsBetween(db: Executor, companyId: string, from: string, to: string) {
  return selectExpenses(db)
    .where(and(eq(expenses.companyId, companyId), between(expenses.date, from, to)))
    .orderBy(asc(expenses.date), asc(expenses.createdAt));
}

export async function insertExpense(db: Executor, companyId: string, values: ExpenseValues): Promise<string> {
  const [row] = await db.insert(expenses).values({ ...values, companyId }).returning({ id: expenses.id });
  return row!.id;
}

export async function updateExpense(db: Executor, companyId: string, expenseId: string, values: Partial<ExpenseValues>) {
  await db.update(expenses).set(values).where(and(eq(expenses.companyId, companyId), eq(expenses.id, expenseId)));
}

export async function deleteExpenseRow(db: Executor, companyId: string, expenseId: string) {
  await db.delete(expenses).where(and(eq(expenses.companyId, companyId), eq(expenses.id, expenseId)));
}

export async function listFileRows(db: Executor, companyId: string, expenseIds: string[]): Promise<ExpenseFileRow[]> {
  if (expenseIds.length === 0) return [];
  return db
    .select()
    .from(expenseFiles)
    .where(and(eq(expenseFiles.companyId, companyId), inArray(expenseFiles.expenseId, expenseIds)))
    .orderBy(asc(expenseFiles.createdAt));
}

export async function insertFileRow(db: Executor, companyId: string, values: Omit<typeof expenseFiles.$inferInsert, 'companyId'>) {
  await db.insert(expenseFiles).values({ ...values, companyId });
}

/** Removes the expense's file rows and answers their storage keys, to delete after the commit. */
export async function deleteFileRows(db: Executor, companyId: string, expenseId: string): Promise<string[]> {
  const rows = await db
    .delete(expenseFiles)
    .where(and(eq(expenseFiles.companyId, companyId), eq(expenseFiles.expenseId, expenseId)))
    .returning({ storageKey: expenseFiles.storageKey });
  return rows.map((r) => r.storageKey);
}

export async function listExpenseAuditRows(db: Executor, companyId: string, expenseId: string) {
  return db
    .select({ event: auditEvents, actor: { firstName: users.firstName, lastName: users.lastName } })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.subjectType, 'expense'), eq(auditEvents.subjectId, expenseId)))
    .orderBy(asc(auditEvents.createdAt));
}
