import { and, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { expenses } from './schema/expenses';
import { periods } from './schema/periods';
import { rejectReasons } from './schema/reject-reasons';
import { users } from './schema/users';

/**
 * An expense with what its presenter needs: the owner, the period's state and the reject
 * reason's texts. The employee's and the reviewers' repositories both read expenses this way, so
 * that one presenter presents both.
 */
export const expenseRowColumns = {
  expense: expenses,
  owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, personalNumber: users.personalNumber },
  period: { periodString: periods.periodString, isClosed: periods.isClosed, isInvoiced: periods.isInvoiced },
  rejectReason: { code: rejectReasons.code, en: rejectReasons.descriptionEn, de: rejectReasons.descriptionDe },
};

/** The select of {@link expenseRowColumns} (and `extra` columns); callers add the company-scoped where clause. */
export function selectExpenseRows<Extra extends SelectedFields = Record<never, never>>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...expenseRowColumns, ...extra })
    .from(expenses)
    .innerJoin(users, and(eq(users.id, expenses.userId), eq(users.companyId, expenses.companyId)))
    .innerJoin(periods, and(eq(periods.id, expenses.periodId), eq(periods.companyId, expenses.companyId)))
    .leftJoin(rejectReasons, eq(rejectReasons.id, expenses.rejectReasonId));
}

/**
 * One expense of the company with {@link expenseRowColumns}, its row locked (SELECT … FOR UPDATE)
 * until the transaction ends: every change of an expense's state reads it this way and decides on
 * what it read, so that two changes at the same moment run one after the other.
 */
export async function lockExpenseRowOf(db: Executor, companyId: string, expenseId: string) {
  const [row] = await selectExpenseRows(db)
    .where(and(eq(expenses.companyId, companyId), eq(expenses.id, expenseId)))
    .for('update', { of: expenses });
  return row ?? null;
}
