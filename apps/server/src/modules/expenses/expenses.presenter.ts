import {
  type Expense,
  type ExpenseAuditEntry,
  isExpenseBillable,
  isExpenseDeleteable,
  isExpenseUpdateable,
  isExpenseUpdateableForAdmins,
  isPeriodOpenForEmployees,
  isPeriodOpenForReview,
  processStatusOf,
  type ExpenseStatus,
  type MobilityType,
  type ExpenseOrigin,
  type ExpenseFile,
} from '@mobilo/contract';
import type { ExpenseFileRow, ExpenseRow, listExpenseAuditRows } from './expenses.repository';

type AuditRow = Awaited<ReturnType<typeof listExpenseAuditRows>>[number];

/** Where the receipt's bytes are served; the web app uses these links as they are. */
export function fileUrls(expenseId: string, fileId: string) {
  const base = `/v2/expenses/${expenseId}/files/${fileId}`;
  return { url: base, previewUrl: `${base}/preview` };
}

function presentFile(file: ExpenseFileRow): ExpenseFile {
  return {
    id: file.id,
    originalName: file.originalName,
    mimeType: file.mimeType as ExpenseFile['mimeType'],
    name: file.originalName,
    size: file.size,
    sha256: file.sha256,
    ...fileUrls(file.expenseId, file.id),
  };
}

/**
 * Row -> the contract's expense. What the viewer may do is computed here with the same rules the
 * service enforces: the owner's changes need a changeable status and a period that is still open.
 */
export function presentExpense(row: ExpenseRow, files: ExpenseFileRow[], viewerId: string): Expense {
  const { expense, owner, period, rejectReason } = row;
  const status = expense.status as ExpenseStatus;
  const open = expense.userId === viewerId && isPeriodOpenForEmployees(period);
  const type = expense.type as MobilityType | null;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: expense.id,
    name: expense.name,
    periodString: period.periodString,
    user: { id: owner.id, name: `${owner.firstName} ${owner.lastName}`, personalNumber: owner.personalNumber },
    date: expense.date,
    submitDate: iso(expense.submittedAt),
    createdDate: expense.createdAt.toISOString(),
    modifiedDate: expense.modifiedAt.toISOString(),
    status,
    processStatus: processStatusOf({ status, isMarked: expense.isMarked, isChecked: expense.isChecked }),
    tripToWork: expense.tripToWork,
    type,
    mobilityType: type,
    origin: expense.origin as ExpenseOrigin,
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
    expenseRejectReason: rejectReason ? { en: rejectReason.en, de: rejectReason.de } : null,
    files: files.map(presentFile),
    isChecked: expense.isChecked,
    checkerId: expense.checkerId,
    checkedTimestamp: iso(expense.checkedAt),
    isMarked: expense.isMarked,
    isTaxFree: expense.isTaxFree,
    hasTaxInfo: expense.hasTaxInfo,
    isBillable: isExpenseBillable(status),
    isSubmitted: status === 'SUBMITTED',
    isRejected: status === 'REJECTED',
    isUpdateable: open && isExpenseUpdateable(status),
    isDeleteable: open && isExpenseDeleteable(status),
    isUpdateableForAdmins: isPeriodOpenForReview(period) && isExpenseUpdateableForAdmins(status),
    isEditable: isPeriodOpenForReview(period) && isExpenseUpdateableForAdmins(status),
    auditLog: {
      createdAt: expense.createdAt.toISOString(),
      createdBy: expense.createdBy,
      modifiedAt: expense.modifiedAt.toISOString(),
      modifiedBy: expense.modifiedBy,
      submittedAt: iso(expense.submittedAt),
      submittedBy: expense.submittedBy,
      checkedAt: iso(expense.checkedAt),
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
