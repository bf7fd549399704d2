import { type Expense, isExpenseComplete, type MobilityType, statusAfterOwnerChange } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { Actor } from '../../platform/request-context';
import { getUserExpenseSettings } from '../budgets/budgets.service';
import { audit, loadExpense, prepareExpenseValues } from './expenses.service';
import {
  insertExpense,
  insertFileRow,
  listReceiptLessIdsOfPeriod,
  sumReceiptLessOfPeriod,
} from './expenses.repository';

/** The generated receipt of a declared expense, stored already under `storageKey`. */
export interface GeneratedReceipt {
  originalName: string;
  mimeType: 'application/pdf';
  size: number;
  sha256: string;
  storageKey: string;
}

/**
 * An expense declared without a receipt (docs/adr/0026), inside the receipt-less module's
 * transaction: checked and priced as the owner's own expense in the company currency, marked
 * receipt-less, its receipt the declaration `makeReceipt` generates from the expense as presented.
 */
export async function insertDeclaredExpense(
  tx: Executor,
  actor: Actor,
  input: {
    id: string;
    date: string;
    originalCost: string;
    tripToWork: boolean;
    type: MobilityType;
    description: string;
  },
  now: Date,
  makeReceipt: (expense: Expense) => Promise<GeneratedReceipt>,
): Promise<Expense> {
  const { companyCurrency } = await getUserExpenseSettings(tx, actor.companyId, actor.userId);
  const values = await prepareExpenseValues(
    tx,
    actor.companyId,
    actor.userId,
    { ...input, originalCurrency: companyCurrency, origin: 'HOME' },
    { requireOpen: true, now },
  );
  await insertExpense(tx, actor.companyId, {
    ...values,
    id: input.id,
    userId: actor.userId,
    receiptLess: true,
    // Complete with the receipt that follows in the same transaction.
    status: statusAfterOwnerChange('INCOMPLETE', isExpenseComplete({ ...values, fileCount: 1 })),
    createdBy: actor.userId,
    modifiedBy: actor.userId,
    createdAt: now,
    modifiedAt: now,
  });
  const receipt = await makeReceipt(await loadExpense(tx, actor, input.id));
  await insertFileRow(tx, actor.companyId, { expenseId: input.id, ...receipt });
  await audit(tx, actor, input.id, 'expense.create', { ...values, receiptLess: true, receipt: receipt.sha256 });
  return loadExpense(tx, actor, input.id);
}

/** The owner's receipt-less amount of a billing month, in the company currency. */
export function receiptLessSumOfMonth(tx: Executor, companyId: string, userId: string, periodString: string) {
  return sumReceiptLessOfPeriod(tx, companyId, userId, periodString);
}

/** The period's receipt-less expenses, for the export warnings. */
export function receiptLessExpenseIds(db: Executor, companyId: string, periodId: string) {
  return listReceiptLessIdsOfPeriod(db, companyId, periodId);
}
