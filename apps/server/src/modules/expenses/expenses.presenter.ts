import {
  type Expense,
  expenseAbilities,
  type ExpenseAuditEntry,
  type ExpenseFile,
  isExpenseBillable,
  isPeriodOpenForEmployees,
  isPeriodOpenForReview,
  processStatusOf,
} from '@mobilo/contract';
import type { ExpenseRow, listExpenseAuditRows, PresentableFile } from './expenses.repository';

type AuditRow = Awaited<ReturnType<typeof listExpenseAuditRows>>[number];

export type { PresentableFile };

function presentFile(file: PresentableFile): ExpenseFile {
  // Where the receipt's bytes are served; the web app uses these links as they are.
  const url = `/v2/expenses/${file.expenseId}/files/${file.id}`;
  return {
    id: file.id,
    originalName: file.originalName,
    mimeType: file.mimeType as ExpenseFile['mimeType'],
    name: file.originalName,
    size: file.size,
    sha256: file.sha256,
    url,
    previewUrl: `${url}/preview`,
  };
}

/** A timestamp as a Date, or already as the contract's ISO text (the audit list lets PostgreSQL format it). */
type Timestamp = Date | string;
type TimestampField = 'createdAt' | 'modifiedAt' | 'submittedAt' | 'checkedAt';

/** What presenting an expense needs of its row. */
export interface PresentableRow {
  expense: Omit<ExpenseRow['expense'], 'companyId' | 'periodId' | TimestampField> & {
    createdAt: Timestamp;
    modifiedAt: Timestamp;
    submittedAt: Timestamp | null;
    checkedAt: Timestamp | null;
  };
  owner: ExpenseRow['owner'];
  period: ExpenseRow['period'];
  rejectReason: ExpenseRow['rejectReason'];
}

function iso(timestamp: Timestamp): string;
function iso(timestamp: Timestamp | null): string | null;
function iso(timestamp: Timestamp | null): string | null {
  return timestamp === null || typeof timestamp === 'string' ? timestamp : timestamp.toISOString();
}

// The audit list presents every expense of a month with the same few owners and reasons: each
// is presented once and the object shared by all its expenses (the answer is only serialised).
const presentedOwners = new WeakMap<ExpenseRow['owner'], Expense['user']>();
const presentedReasons = new WeakMap<
  NonNullable<ExpenseRow['rejectReason']>,
  NonNullable<Expense['expenseRejectReason']>
>();

function presentOwner(owner: ExpenseRow['owner']): Expense['user'] {
  let user = presentedOwners.get(owner);
  if (!user) {
    user = { id: owner.id, name: `${owner.firstName} ${owner.lastName}`, personalNumber: owner.personalNumber };
    presentedOwners.set(owner, user);
  }
  return user;
}

function presentReason(reason: NonNullable<ExpenseRow['rejectReason']>): NonNullable<Expense['expenseRejectReason']> {
  let presented = presentedReasons.get(reason);
  if (!presented) {
    presented = { en: reason.en, de: reason.de };
    presentedReasons.set(reason, presented);
  }
  return presented;
}

/**
 * Row -> the contract's expense. What the viewer may do is computed here with the same rules the
 * service enforces: the owner's changes need a changeable status and a period that is still open.
 */
export function presentExpense(row: PresentableRow, files: PresentableFile[], viewerId: string): Expense {
  const { expense, owner, period, rejectReason } = row;
  const { status, type } = expense;
  const abilities = expenseAbilities({
    ...expense,
    fileCount: files.length,
    isOwn: expense.userId === viewerId,
    isPeriodOpenForEmployees: isPeriodOpenForEmployees(period),
    isPeriodOpenForReview: isPeriodOpenForReview(period),
  });
  const createdAt = iso(expense.createdAt);
  const modifiedAt = iso(expense.modifiedAt);
  const submittedAt = iso(expense.submittedAt);
  const checkedAt = iso(expense.checkedAt);
  return {
    id: expense.id,
    version: expense.version,
    name: expense.name,
    periodString: period.periodString,
    user: presentOwner(owner),
    date: expense.date,
    submitDate: submittedAt,
    createdDate: createdAt,
    modifiedDate: modifiedAt,
    status,
    processStatus: processStatusOf({ status, isMarked: expense.isMarked, isChecked: expense.isChecked }),
    tripToWork: expense.tripToWork,
    type,
    mobilityType: type,
    origin: expense.origin,
    cost: expense.cost,
    originalCost: expense.originalCost,
    originalCurrency: expense.originalCurrency,
    targetCurrency: expense.targetCurrency,
    exchangeRate: expense.exchangeRate,
    exchangeRateDate: expense.exchangeRateDate,
    description: expense.description,
    comment: expense.description,
    markerNote: expense.markerNote,
    rejectComment: expense.rejectComment,
    rejectReason: rejectReason?.code ?? null,
    expenseRejectReason: rejectReason ? presentReason(rejectReason) : null,
    files: files.map(presentFile),
    isChecked: expense.isChecked,
    checkerId: expense.checkerId,
    checkedTimestamp: checkedAt,
    isMarked: expense.isMarked,
    isTaxFree: expense.isTaxFree,
    hasTaxInfo: expense.hasTaxInfo,
    receiptLess: expense.receiptLess,
    isBillable: isExpenseBillable(status),
    isSubmitted: status === 'SUBMITTED',
    isRejected: status === 'REJECTED',
    ...abilities,
    isEditable: abilities.isUpdateableForAdmins,
    auditLog: {
      createdAt,
      createdBy: expense.createdBy,
      modifiedAt,
      modifiedBy: expense.modifiedBy,
      submittedAt,
      submittedBy: expense.submittedBy,
      checkedAt,
      checkedBy: expense.checkerId,
    },
  };
}

export function presentAuditEntry(row: AuditRow): ExpenseAuditEntry {
  return {
    id: row.event.id,
    action: row.event.action,
    actorId: row.event.actorId,
    actorName: row.actor ? `${row.actor.firstName} ${row.actor.lastName}` : null,
    createdAt: row.event.createdAt.toISOString(),
    data: (row.event.data as Record<string, unknown> | null) ?? null,
  };
}
