import type { Expense } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { Actor } from '../../platform/request-context';
import { presentExpense } from './expenses.presenter';
import {
  changePeriodExpenseStatus,
  clearTaxInfo,
  countExpensesByPeriod,
  listFileRows,
  listPeriodReviewRows,
  setTaxInfoFromFrozenResults,
} from './expenses.repository';

/** What a period holds, for the period-level screens. The caller has checked the actor's right. */
export async function listPeriodReviewExpenses(db: Executor, actor: Actor, periodId: string): Promise<Expense[]> {
  const rows = await listPeriodReviewRows(db, actor.companyId, periodId);
  const files = await listFileRows(
    db,
    actor.companyId,
    rows.map((r) => r.expense.id),
  );
  const filesOf = new Map<string, typeof files>();
  for (const file of files) filesOf.set(file.expenseId, [...(filesOf.get(file.expenseId) ?? []), file]);
  return rows.map((row) => presentExpense(row, filesOf.get(row.expense.id) ?? [], actor.userId));
}

export interface PeriodExpenseCounts {
  total: number;
  billable: number;
  checked: number;
}

/** Per period id of the company: its expense count, billable count and checked billable count. */
export async function countPeriodExpenses(db: Executor, companyId: string): Promise<Map<string, PeriodExpenseCounts>> {
  const rows = await countExpensesByPeriod(db, companyId);
  return new Map(rows.map(({ periodId, ...counts }) => [periodId, counts]));
}

/**
 * Invoicing: every SUBMITTED expense of the period becomes INVOICED, each with its audit event.
 * The caller holds the period's lock inside its transaction. Answers the changed expense ids.
 */
export async function invoicePeriodExpenses(
  tx: Executor,
  actor: Actor,
  period: { id: string; periodString: string },
  at: Date,
): Promise<string[]> {
  return changePeriodExpenseStatus(tx, actor.companyId, {
    periodId: period.id,
    from: 'SUBMITTED',
    to: 'INVOICED',
    actorId: actor.userId,
    action: 'expense.invoice',
    data: { period: period.periodString },
    at,
  });
}

/** Undoing the invoice: the period's INVOICED expenses are SUBMITTED again, each audited. */
export async function uninvoicePeriodExpenses(
  tx: Executor,
  actor: Actor,
  period: { id: string; periodString: string },
  at: Date,
): Promise<string[]> {
  return changePeriodExpenseStatus(tx, actor.companyId, {
    periodId: period.id,
    from: 'INVOICED',
    to: 'SUBMITTED',
    actorId: actor.userId,
    action: 'expense.uninvoice',
    data: { period: period.periodString },
    at,
  });
}

/**
 * The period's expenses show the tax info of its freeze (ADR 15), or none once it is undone;
 * runs inside the transaction that freezes or unfreezes the period.
 */
export async function showFrozenTaxInfo(tx: Executor, companyId: string, periodId: string, frozen: boolean) {
  if (frozen) await setTaxInfoFromFrozenResults(tx, companyId, periodId);
  else await clearTaxInfo(tx, companyId, periodId);
}
