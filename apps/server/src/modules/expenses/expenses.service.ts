import {
  canSubmitExpense,
  canWithdrawExpense,
  currentPeriod,
  type Expense,
  type ExpenseAuditEntry,
  isExpenseComplete,
  isExpenseDeleteable,
  isExpenseUpdateable,
  type ListExpensesQuery,
  periodOfDate,
  type SaveExpenseInput,
  statusAfterOwnerChange,
} from '@mobilo/contract';
import type { Database, Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { answerCurrentWhenStale, requireVersion, requireWritten } from '../../platform/versioning';
import { getUserExpenseSettings } from '../budgets/budgets.service';
import { lookUpExchangeRate, knownCurrencies } from '../exchange-rates/exchange-rates.service';
import { findPeriodForExpenseChange } from '../periods/periods.service';
import { requireDeclarationKept, requireOpenPeriod, requireOwn, requireViewable } from './expenses.policy';
import { checkExpenseInput, costInCompanyCurrency } from './expense-input';
import { answerOnce, fingerprintOf } from './expense-request-keys';
import { presentAuditEntry, presentExpense } from './expenses.presenter';
import {
  deleteExpenseRow,
  type ExpenseRow,
  findExpenseRow,
  findExpenseRowWithFiles,
  type ExpenseValues,
  insertExpense,
  insertExpenseAudited,
  listExpenseAuditRows,
  listCompanyExpenseRowsBetween,
  listExpenseRows,
  listFileRows,
  lockExpenseRow,
  lockExpenseWithPeriod,
  updateExpense,
  updateExpenseAudited,
} from './expenses.repository';

export async function loadExpense(db: Executor, actor: Actor, expenseId: string): Promise<Expense> {
  const row = await findExpenseRow(db, actor.companyId, expenseId);
  if (!row) throw new AppError('NOT_FOUND', 'expense');
  return presentExpense(row, await listFileRows(db, actor.companyId, [expenseId]), actor.userId);
}

export async function listExpenses({ db }: ServiceDeps, actor: Actor, query: ListExpensesQuery): Promise<Expense[]> {
  if (query.company && query.company !== actor.companyId) throw new AppError('NOT_FOUND', 'company');
  const userId = query.user ?? actor.userId;
  if (userId !== actor.userId && !actor.rights.includes('CAN_GET_ALL_EXPENSES'))
    throw new AppError('NOT_FOUND', 'user');
  const rows = await listExpenseRows(db, actor.companyId, { userId, periodString: query.month });
  const files = await listFileRows(
    db,
    actor.companyId,
    rows.map((r) => r.expense.id),
  );
  return rows.map((row) =>
    presentExpense(
      row,
      files.filter((f) => f.expenseId === row.expense.id),
      actor.userId,
    ),
  );
}

/** The company's expenses dated within the days, with their receipts: for the data export. */
export async function listCompanyExpensesBetween(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  { from, to }: { from: string; to: string },
): Promise<Expense[]> {
  const rows = await listCompanyExpenseRowsBetween(db, actor.companyId, from, to);
  const files = await listFileRows(
    db,
    actor.companyId,
    rows.map((r) => r.expense.id),
  );
  return rows.map((row) =>
    presentExpense(
      row,
      files.filter((f) => f.expenseId === row.expense.id),
      actor.userId,
    ),
  );
}

export async function getExpense({ db }: ServiceDeps, actor: Actor, { id }: { id: string }): Promise<Expense> {
  const row = requireViewable(await findExpenseRowWithFiles(db, actor.companyId, id), actor);
  return presentExpense(row, row.files, actor.userId);
}

/**
 * Checks the input against the owner's rules and the target period, and prices it: cost =
 * original cost x the exchange rate of the date. Reviewers keep working in closed periods, so
 * they pass `requireOpen: false`.
 */
export async function prepareExpenseValues(
  db: Executor,
  companyId: string,
  ownerId: string,
  input: SaveExpenseInput,
  options: { requireOpen: boolean; now: Date },
) {
  const settings = await getUserExpenseSettings(db, companyId, ownerId);
  // The list of known currencies matters only for a foreign one: most expenses skip the read.
  const foreign = input.originalCurrency !== settings.companyCurrency;
  checkExpenseInput(input, settings, foreign ? await knownCurrencies(db) : []);
  const periodString = periodOfDate(input.date);
  // Periods exist years ahead (the company's period rules); an expense may use only started ones.
  if (periodString > currentPeriod(options.now)) throw new AppError('PERIOD_NOT_STARTED', periodString);
  const period = await findPeriodForExpenseChange(db, companyId, { periodString });
  if (!period) throw new AppError('PERIOD_NOT_FOUND', periodString);
  if (options.requireOpen) requireOpenPeriod(period);
  const looked =
    input.originalCurrency === settings.companyCurrency
      ? { rate: null, rateDate: null }
      : await lookUpExchangeRate(db, {
          base: input.originalCurrency,
          target: settings.companyCurrency,
          date: input.date,
        });
  const priced = costInCompanyCurrency(input, settings.companyCurrency, looked);
  return {
    periodId: period.id,
    date: input.date,
    tripToWork: input.tripToWork,
    type: input.type,
    origin: input.origin,
    originalCost: input.originalCost,
    originalCurrency: input.originalCurrency,
    targetCurrency: settings.companyCurrency,
    description: input.description,
    ...priced,
  };
}

function completeness(
  values: {
    originalCost: string | null;
    originalCurrency: string;
    cost: string | null;
    date: string;
    tripToWork: boolean | null;
    type: string | null;
    origin: string;
  },
  fileCount: number,
) {
  return isExpenseComplete({ ...values, fileCount });
}

/**
 * Creates an expense: five statements with the session when the cost is in the company's
 * currency (the owner's settings, the period under a shared lock, the row with its audit event,
 * the row as presented). A create that names an idempotency key (the phone's queue) is done once:
 * sent again, it answers the expense as it was first answered (docs/adr/0028).
 */
export async function createExpense(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { expense, idempotencyKey }: { expense: SaveExpenseInput; idempotencyKey?: string },
): Promise<Expense> {
  const keyed = idempotencyKey && {
    key: idempotencyKey,
    operation: 'create' as const,
    fingerprint: fingerprintOf(JSON.stringify(expense)),
  };
  const { answer } = await db.transaction((tx) =>
    answerOnce(tx, actor, keyed || undefined, clock(), async () => {
      const values = await prepareExpenseValues(tx, actor.companyId, actor.userId, expense, {
        requireOpen: true,
        now: clock(),
      });
      const now = clock();
      const expenseId = await insertExpenseAudited(
        tx,
        actor.companyId,
        {
          ...values,
          userId: actor.userId,
          status: statusAfterOwnerChange('INCOMPLETE', completeness(values, 0)),
          createdBy: actor.userId,
          modifiedBy: actor.userId,
          createdAt: now,
          modifiedAt: now,
        },
        { actorId: actor.userId, action: 'expense.create', data: { ...values } },
      );
      // A new expense has no receipts yet: the row alone is its answer.
      const row = await findExpenseRow(tx, actor.companyId, expenseId);
      return presentExpense(row!, [], actor.userId);
    }),
  );
  return answer;
}

export async function replaceExpense(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { id: expenseId, expense, version }: { id: string; expense: SaveExpenseInput; version?: number },
): Promise<Expense> {
  const write = () =>
    db.transaction(async (tx) => {
      const row = requireOwn(await lockExpenseRow(tx, actor.companyId, expenseId), actor);
      requireVersion(row.expense.version, version);
      await requireChangeable(tx, row);
      const values = await prepareExpenseValues(tx, actor.companyId, actor.userId, expense, {
        requireOpen: true,
        now: clock(),
      });
      requireDeclarationKept(row, values);
      const files = await listFileRows(tx, actor.companyId, [expenseId]);
      const status = statusAfterOwnerChange(row.expense.status, completeness(values, files.length));
      const changed = await updateExpense(
        tx,
        actor.companyId,
        expenseId,
        {
          ...values,
          status,
          ...(status === 'SUBMITTED' ? {} : { submittedAt: null, submittedBy: null }),
          modifiedAt: clock(),
          modifiedBy: actor.userId,
        },
        version,
      );
      requireWritten(changed, version);
      await audit(tx, actor, expenseId, 'expense.update', { ...values, status });
    });
  await answerCurrentWhenStale(write, () => loadExpense(db, actor, expenseId));
  return loadExpense(db, actor, expenseId);
}

/** Deletes the owner's expense and answers the storage keys of its receipts, to remove after the commit. */
export async function deleteExpenseRecord(db: Database, actor: Actor, expenseId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const row = requireOwn(await lockExpenseRow(tx, actor.companyId, expenseId), actor);
    await requireOpenPeriodOf(tx, row);
    if (!isExpenseDeleteable(row.expense.status)) throw new AppError('EXPENSE_NOT_CHANGEABLE');
    const files = await listFileRows(tx, actor.companyId, [expenseId]);
    await deleteExpenseRow(tx, actor.companyId, expenseId);
    await audit(tx, actor, expenseId, 'expense.delete', { date: row.expense.date, cost: row.expense.cost });
    return files.map((f) => f.storageKey);
  });
}

/**
 * Submits the owner's expense: four statements with the session (the expense locked with its
 * period, its receipts, the change with its audit event); the answer is presented from what the
 * transaction read and wrote, not read again.
 */
export async function submitExpense(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { id: expenseId }: { id: string },
): Promise<Expense> {
  return db.transaction(async (tx) => {
    const row = requireOwn(await lockExpenseWithPeriod(tx, actor.companyId, expenseId), actor);
    requireOpenPeriod(row.period);
    const files = await listFileRows(tx, actor.companyId, [expenseId]);
    const status = row.expense.status;
    if (files.length === 0) throw new AppError('EXPENSE_NOT_SUBMITTABLE', 'receipt missing');
    if (!canSubmitExpense(status, completeness(row.expense, files.length))) {
      throw new AppError(
        'EXPENSE_NOT_SUBMITTABLE',
        status === 'SUBMITTED' || status === 'INVOICED' ? status : 'incomplete',
      );
    }
    const now = clock();
    const values = {
      status: 'SUBMITTED' as const,
      submittedAt: now,
      submittedBy: actor.userId,
      rejectReasonId: null,
      rejectComment: null,
      modifiedAt: now,
      modifiedBy: actor.userId,
    };
    await updateExpenseAudited(tx, actor.companyId, expenseId, values, {
      actorId: actor.userId,
      action: 'expense.submit',
      data: {},
    });
    const written = { ...row.expense, ...values, version: row.expense.version + 1 };
    return presentExpense({ ...row, expense: written, rejectReason: null }, files, actor.userId);
  });
}

export async function withdrawExpense(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { id: expenseId }: { id: string },
): Promise<Expense> {
  await db.transaction(async (tx) => {
    const row = requireOwn(await lockExpenseRow(tx, actor.companyId, expenseId), actor);
    await requireOpenPeriodOf(tx, row);
    if (!canWithdrawExpense(row.expense.status)) throw new AppError('EXPENSE_NOT_WITHDRAWABLE');
    const files = await listFileRows(tx, actor.companyId, [expenseId]);
    // A withdrawn expense is a draft again; a review that began on it no longer applies.
    await updateExpense(tx, actor.companyId, expenseId, {
      status: completeness(row.expense, files.length) ? 'READY' : 'INCOMPLETE',
      submittedAt: null,
      submittedBy: null,
      isChecked: false,
      checkerId: null,
      checkedAt: null,
      isMarked: false,
      modifiedAt: clock(),
      modifiedBy: actor.userId,
    });
    await audit(tx, actor, expenseId, 'expense.withdraw', {});
  });
  return loadExpense(db, actor, expenseId);
}

export async function getExpenseAuditLog(
  { db }: ServiceDeps,
  actor: Actor,
  { id }: { id: string },
): Promise<ExpenseAuditEntry[]> {
  requireViewable(await findExpenseRow(db, actor.companyId, id), actor);
  return (await listExpenseAuditRows(db, actor.companyId, id)).map(presentAuditEntry);
}

/**
 * The expense's period must be open for its owner. The period is read again under a shared lock,
 * so that an invoice running at the same time is either seen or waits for this change.
 */
async function requireOpenPeriodOf(tx: Executor, row: ExpenseRow): Promise<void> {
  const period = await findPeriodForExpenseChange(tx, row.expense.companyId, { periodId: row.expense.periodId });
  requireOpenPeriod(period ?? row.period);
}

/** As `requireChangeable`, for a row whose period was read with it (locked, or checked again later). */
export function requireChangeableAsRead(row: ExpenseRow): void {
  requireOpenPeriod(row.period);
  if (!isExpenseUpdateable(row.expense.status)) throw new AppError('EXPENSE_NOT_CHANGEABLE');
}

export async function requireChangeable(tx: Executor, row: ExpenseRow): Promise<void> {
  await requireOpenPeriodOf(tx, row);
  if (!isExpenseUpdateable(row.expense.status)) throw new AppError('EXPENSE_NOT_CHANGEABLE');
}

export async function audit(
  tx: Executor,
  actor: Actor,
  expenseId: string,
  action: string,
  data: Record<string, unknown>,
) {
  await recordAuditEvent(tx, actor.companyId, {
    actorId: actor.userId,
    action,
    subjectType: 'expense',
    subjectId: expenseId,
    data,
  });
}

/** Other modules that load expense rows themselves (the review's audit list) present them alike. */
export { presentExpense, type PresentableFile, type PresentableRow } from './expenses.presenter';

/**
 * An expense another module books for its owner, inside that module's transaction: a job ticket
 * month paid from the budget. The caller records why.
 */
export function insertBookedExpense(tx: Executor, companyId: string, values: ExpenseValues): Promise<string> {
  return insertExpense(tx, companyId, values);
}

/**
 * A reviewer's change of an expense, inside the review's locked transaction; the review audits it.
 * With `readVersion` only if that is still its version; answers whether it changed.
 */
export function updateReviewedExpense(
  tx: Executor,
  companyId: string,
  expenseId: string,
  values: Partial<ExpenseValues>,
  readVersion?: number,
): Promise<boolean> {
  return updateExpense(tx, companyId, expenseId, values, readVersion);
}
