import {
  combineReceiptReadings,
  type EditManagementExpenseRequest,
  type ExpenseReceiptReadingsResponse,
  firstDayOfPeriod,
  lastDayOfPeriod,
  type RejectExpenseRequest,
  type RejectReason,
  type ReviewExpense,
  validateExpenseDate,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import { answerCurrentWhenStale, requireVersion, requireWritten } from '../../platform/versioning';
import { audit, prepareExpenseValues, updateReviewedExpense } from '../expenses/expenses.service';
import { findPeriodForExpenseChange } from '../periods/periods.service';
import { requestExpenseReading } from '../receipts/receipts.service';
import { possibleDuplicates } from './review-duplicates';
import { assertReviewAllowed, type ReviewAction } from './review.policy';
import { presentReceiptReading, presentRejectReason, presentReviewExpense } from './review.presenter';
import {
  type ExpenseValues,
  findExpenseRow,
  findRejectReasonRow,
  listPeriodExpenses,
  listPeriodFileRows,
  listReceiptReadingRows,
  listReceiptTwinsOutsidePeriod,
  listRejectReasonRows,
  lockExpenseRow,
  type ReviewExpenseRow,
} from './review.repository';

/** One expense as reviewers see it, with its duplicate warning among the owner's expenses. */
async function loadReviewExpense(db: Executor, actor: Actor, expenseId: string): Promise<ReviewExpense> {
  const row = await findExpenseRow(db, actor.companyId, expenseId);
  if (!row) throw new AppError('NOT_FOUND', 'expense');
  const { periodId, userId } = row.expense;
  const [siblings, files, twins] = await Promise.all([
    listPeriodExpenses(db, actor.companyId, periodId, [userId]),
    listPeriodFileRows(db, actor.companyId, periodId, [userId]),
    listReceiptTwinsOutsidePeriod(db, actor.companyId, periodId, [userId]),
  ]);
  const duplicates = possibleDuplicates(siblings, files, twins);
  const ownFiles = files.filter((file) => file.expenseId === expenseId);
  return presentReviewExpense(row, ownFiles, actor, duplicates.has(expenseId));
}

/** GET /management/period/expense/{id}: the expense as a reviewer sees it. */
export async function getReviewExpense(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  { id }: { id: string },
): Promise<ReviewExpense> {
  return loadReviewExpense(db, actor, id);
}

/**
 * Locks the expense, applies the policy and the change, and records it in the expense's audit
 * log, all in one transaction; an unchanged value writes nothing.
 */
async function changeExpense(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  actor: Actor,
  { id: expenseId, version }: { id: string; version?: number },
  action: ReviewAction,
  change: (
    row: ReviewExpenseRow,
    tx: Executor,
    now: Date,
  ) => Promise<{ values: ExpenseValues; data: Record<string, unknown> } | null>,
): Promise<ReviewExpense> {
  const now = clock();
  const write = () =>
    db.transaction(async (tx) => {
      const locked = await lockExpenseRow(tx, actor.companyId, expenseId);
      if (!locked) throw new AppError('NOT_FOUND', 'expense');
      // Stale before refused: the reviewer sees what changed (a withdrawal, another's check).
      requireVersion(locked.expense.version, version);
      // A shared lock on the period: invoicing it cannot interleave with this review.
      const period = await findPeriodForExpenseChange(tx, actor.companyId, { periodId: locked.expense.periodId });
      const row = period ? { ...locked, period } : locked;
      assertReviewAllowed(action, row, actor);
      const result = await change(row, tx, now);
      if (!result) return;
      const values = { ...result.values, modifiedAt: now, modifiedBy: actor.userId };
      requireWritten(await updateReviewedExpense(tx, actor.companyId, expenseId, values, version), version);
      await audit(tx, actor, expenseId, `expense.${action}`, result.data);
    });
  await answerCurrentWhenStale(write, () => loadReviewExpense(db, actor, expenseId));
  return loadReviewExpense(db, actor, expenseId);
}

/** PATCH /v2/expenses/{id}/check/{bool} and PATCH /management/period/expense/{id}/check. */
export async function setExpenseChecked(
  deps: ServiceDeps,
  actor: Actor,
  input: { id: string; isChecked: boolean; version?: number },
) {
  const { isChecked } = input;
  return changeExpense(deps, actor, input, isChecked ? 'check' : 'uncheck', async (row, _tx, now) => {
    if (row.expense.isChecked === isChecked) return null;
    return {
      values: isChecked
        ? { isChecked: true, checkerId: actor.userId, checkedAt: now }
        : { isChecked: false, checkerId: null, checkedAt: null },
      data: { isChecked },
    };
  });
}

/** PATCH /v2/expenses/{id}/mark/{bool} */
export async function setExpenseMarked(
  deps: ServiceDeps,
  actor: Actor,
  input: { id: string; isMarked: boolean; version?: number },
) {
  const { isMarked } = input;
  return changeExpense(deps, actor, input, isMarked ? 'mark' : 'unmark', async (row) => {
    if (row.expense.isMarked === isMarked) return null;
    return { values: { isMarked }, data: { isMarked } };
  });
}

/** PATCH /v2/expenses/{id}/markerNote/{note}; an empty or blank note deletes it. */
export async function saveMarkerNote(
  deps: ServiceDeps,
  actor: Actor,
  input: { id: string; markerNote: string | null; version?: number },
) {
  const markerNote = input.markerNote?.trim() ? input.markerNote.trim() : null;
  return changeExpense(deps, actor, input, 'markerNote', async (row) => {
    if (row.expense.markerNote === markerNote) return null;
    return { values: { markerNote }, data: { markerNote } };
  });
}

/**
 * PATCH /api/v3/expenses/{id}/reject and the management variant: the expense goes back to its
 * owner as REJECTED with an active reason and an optional comment; a check it had is cleared.
 */
export async function rejectExpense(
  deps: ServiceDeps,
  actor: Actor,
  { id, body: input, version }: { id: string; body: RejectExpenseRequest; version?: number },
) {
  return changeExpense(deps, actor, { id, version }, 'reject', async (_row, tx) => {
    const reason = await findRejectReasonRow(tx, input.rejectReason);
    if (!reason || !reason.active) throw new AppError('REJECT_REASON_INVALID', input.rejectReason);
    const rejectComment = input.rejectComment?.trim() ? input.rejectComment.trim() : null;
    return {
      values: {
        status: 'REJECTED',
        rejectReasonId: reason.id,
        rejectComment,
        isChecked: false,
        checkerId: null,
        checkedAt: null,
        isMarked: false,
      },
      data: { rejectReason: reason.code, rejectComment },
    };
  });
}

/**
 * PATCH /management/period/expense/{id}/edit: a reviewer changes date, type, cost and origin.
 * The date stays within the expense's period and not before the owner's first active day; the
 * owner's types and origins apply; cost is priced again as the owner's own change would be.
 */
export async function editExpenseAsReviewer(
  deps: ServiceDeps,
  actor: Actor,
  { id, body: input, version }: { id: string; body: EditManagementExpenseRequest; version?: number },
) {
  return changeExpense(deps, actor, { id, version }, 'edit', async (row, tx, now) => {
    const { expense, period } = row;
    const dateProblem = validateExpenseDate(
      input.expenseDate,
      firstDayOfPeriod(period.periodString),
      lastDayOfPeriod(period.periodString),
    );
    if (dateProblem) throw new AppError('EXPENSE_INVALID', dateProblem);
    const values = await prepareExpenseValues(
      tx,
      actor.companyId,
      expense.userId,
      {
        originalCost: input.originalCost,
        originalCurrency: expense.originalCurrency,
        tripToWork: expense.tripToWork,
        type: input.expenseType,
        date: input.expenseDate,
        description: expense.description,
        origin: input.origin,
        // Keeps a rate typed earlier for a currency the table does not know.
        exchangeRate: expense.exchangeRate,
      },
      { requireOpen: false, now },
    );
    if (values.cost === null) throw new AppError('EXPENSE_INVALID', 'exchangeRate');
    const before = {
      date: expense.date,
      type: expense.type,
      originalCost: expense.originalCost,
      origin: expense.origin,
      cost: expense.cost,
    };
    const after = {
      date: values.date,
      type: values.type,
      originalCost: values.originalCost,
      origin: values.origin,
      cost: values.cost,
    };
    return { values, data: { before, after, exchangeRate: values.exchangeRate } };
  });
}

/** GET /api/v3/expenses/rejectReasons: every reason by ranking, inactive ones included. */
export async function listRejectReasons(
  { db }: Pick<ServiceDeps, 'db'>,
  _actor: Actor | null,
): Promise<RejectReason[]> {
  return (await listRejectReasonRows(db)).map(presentRejectReason);
}

/** POST /management/period/expense/{id}/ocr/read: every receipt of the expense is read again. */
export async function readReceiptsAgain(
  deps: Pick<ServiceDeps, 'db' | 'queue' | 'logger'>,
  actor: Actor,
  { id: expenseId }: { id: string },
): Promise<{ queued: number }> {
  if (!(await findExpenseRow(deps.db, actor.companyId, expenseId))) throw new AppError('NOT_FOUND', 'expense');
  return { queued: await requestExpenseReading(deps, actor, { expenseId }) };
}

/**
 * GET /management/period/expense/{id}/ocr: the stored readings of the expense's receipts and
 * their combination; empty while no receipt has been read.
 */
export async function getReceiptReadings(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  { id: expenseId }: { id: string },
): Promise<ExpenseReceiptReadingsResponse> {
  const row = await findExpenseRow(db, actor.companyId, expenseId);
  if (!row) throw new AppError('NOT_FOUND', 'expense');
  const files = (await listReceiptReadingRows(db, actor.companyId, expenseId)).map(presentReceiptReading);
  return { expenseId, files, combined: combineReceiptReadings(files) };
}

/** The partners of cross-period duplicates, for the benchmark that measures their lookup. */
export { listReceiptTwinsOutsidePeriod } from './review.repository';
