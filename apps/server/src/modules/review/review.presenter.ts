import {
  canEditExpenseAsReviewer,
  combineReceiptReadings,
  isCostExceeded,
  isReviewerRole,
  noReviewAbilities,
  receiptMismatches,
  type RejectReason,
  type ReviewExpense,
  reviewAbilitiesOf,
} from '@mobilo/contract';
import type { Actor } from '../../platform/request-context';
import { presentExpense, type PresentableRow } from '../expenses/expenses.service';
import { reviewableOf } from './review.policy';
import type { FileRecord, listReceiptReadingRows, listRejectReasonRows } from './review.repository';

type FileRow = Parameters<typeof presentExpense>[1][number] &
  Pick<FileRecord, 'readTotal' | 'readCurrency' | 'readDate'>;
type ReasonRow = Awaited<ReturnType<typeof listRejectReasonRows>>[number];
type ReadingRow = Awaited<ReturnType<typeof listReceiptReadingRows>>[number];

/** The expense with the review table's warnings and what this viewer may do to it. */
export function presentReviewExpense(
  row: PresentableRow,
  files: FileRow[],
  viewer: Actor,
  isPossibleDuplicate: boolean,
): ReviewExpense {
  const expense = presentExpense(row, files, viewer.userId);
  const reviewable = reviewableOf(row);
  const read = files.filter((file) => file.readTotal !== null || file.readDate !== null || file.readCurrency !== null);
  const reading =
    read.length === 0
      ? null
      : combineReceiptReadings(
          read.map((file) => ({
            fileId: file.id,
            totalAmount: file.readTotal,
            invoiceDate: file.readDate,
            currency: file.readCurrency,
            invoiceNumber: null,
          })),
        );
  // Extends the presented object in place: the audit list presents tens of thousands at once.
  return Object.assign(expense, {
    isPossibleDuplicate,
    isCostExceeded: isCostExceeded(expense),
    receiptMismatches: receiptMismatches(expense, reading),
    reviewAbilities: {
      // The accountant reads the review lists but does not review (the calls refuse it too).
      ...(isReviewerRole(viewer.role) ? reviewAbilitiesOf(reviewable, viewer.userId) : noReviewAbilities),
      canEdit:
        viewer.rights.includes('CAN_EDIT_EXPENSES') &&
        canEditExpenseAsReviewer({ ...reviewable, isPeriodInvoiced: row.period.isInvoiced }, viewer.userId),
    },
  });
}

export function presentRejectReason(row: ReasonRow): RejectReason {
  return {
    id: row.id,
    code: row.code,
    description: { en: row.descriptionEn, de: row.descriptionDe },
    active: row.active,
    ranking: row.ranking,
  };
}

export function presentReceiptReading(row: ReadingRow) {
  return {
    fileId: row.fileId,
    totalAmount: row.totalAmount,
    invoiceDate: row.invoiceDate,
    currency: row.currency,
    invoiceNumber: row.invoiceNumber,
  };
}
