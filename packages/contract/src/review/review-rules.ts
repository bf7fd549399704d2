import { germanyTicketPriceOf, monthOfDate } from '../germany-ticket/ticket-rules';
import type { ExpenseStatus } from '../expenses/expense-status';
import { toCents, type Cents } from '../money/money';

/**
 * What a reviewer may do to one expense (spec §4 "Review rules", DECISIONS "Review"). Reviews
 * happen on submitted expenses only, and nobody reviews their own. Check and mark exclude each
 * other; a marked expense cannot be rejected until it is unmarked.
 */
export interface ReviewableExpense {
  status: ExpenseStatus;
  isChecked: boolean;
  isMarked: boolean;
  /** The owner's user id. */
  userId: string;
}

export interface ReviewAbilities {
  canCheck: boolean;
  canUncheck: boolean;
  canMark: boolean;
  canUnmark: boolean;
  canReject: boolean;
  canEditMarkerNote: boolean;
}

/** What a viewer who does not review (the accountant) may do: nothing. */
export const noReviewAbilities: ReviewAbilities = {
  canCheck: false,
  canUncheck: false,
  canMark: false,
  canUnmark: false,
  canReject: false,
  canEditMarkerNote: false,
};

function isReviewable(expense: ReviewableExpense, viewerId: string): boolean {
  return expense.status === 'SUBMITTED' && expense.userId !== viewerId;
}

export function canCheckExpense(expense: ReviewableExpense, viewerId: string): boolean {
  return isReviewable(expense, viewerId) && !expense.isMarked;
}

export function canMarkExpense(expense: ReviewableExpense, viewerId: string): boolean {
  return isReviewable(expense, viewerId) && !expense.isChecked;
}

export function canRejectExpense(expense: ReviewableExpense, viewerId: string): boolean {
  return isReviewable(expense, viewerId) && !expense.isMarked;
}

export function reviewAbilitiesOf(expense: ReviewableExpense, viewerId: string): ReviewAbilities {
  const reviewable = isReviewable(expense, viewerId);
  return {
    canCheck: canCheckExpense(expense, viewerId) && !expense.isChecked,
    canUncheck: reviewable && expense.isChecked,
    canMark: canMarkExpense(expense, viewerId) && !expense.isMarked,
    canUnmark: reviewable && expense.isMarked,
    canReject: canRejectExpense(expense, viewerId),
    canEditMarkerNote: reviewable,
  };
}

/**
 * Reviewers (holders of CAN_EDIT_EXPENSES) change cost, date, origin and type of a submitted,
 * not yet checked expense of someone else in a period that is not invoiced (spec §6: on
 * management Edit needs "an expense not yet checked").
 */
export function canEditExpenseAsReviewer(
  expense: ReviewableExpense & { isPeriodInvoiced: boolean },
  viewerId: string,
): boolean {
  return isReviewable(expense, viewerId) && !expense.isChecked && !expense.isPeriodInvoiced;
}

/** The longest marker note the server stores. */
export const MARKER_NOTE_MAX_LENGTH = 1000;
/** The longest reject comment the server stores. */
export const REJECT_COMMENT_MAX_LENGTH = 2000;

/** The price in EUR on a billing date (YYYY-MM-DD), from the ticket's dated price table. */
export function germanyTicketPriceOn(isoDate: string): string {
  return germanyTicketPriceOf(monthOfDate(isoDate));
}

export interface CostFacts {
  type: string | null;
  date: string;
  cost: string | null;
  targetCurrency: string;
  originalCost: string | null;
  originalCurrency: string;
}

/**
 * A Germany ticket costing more than the ticket's price on its billing date. The price is in EUR,
 * so the EUR amount is compared: the company-currency cost, or the original cost when the company
 * pays in another currency; no EUR amount, no warning.
 */
export function isCostExceeded(expense: CostFacts): boolean {
  if (expense.type !== 'GERMANY_TICKET') return false;
  const eur =
    expense.targetCurrency === 'EUR' ? expense.cost : expense.originalCurrency === 'EUR' ? expense.originalCost : null;
  if (eur === null) return false;
  return toCents(eur) > toCents(germanyTicketPriceOn(expense.date));
}

export interface DuplicateCandidate {
  id: string;
  userId: string;
  status: ExpenseStatus;
  type: string | null;
  date: string;
  cost: string | null;
  /** SHA-256 of each receipt file. */
  fileHashes: readonly string[];
}

/** Only expenses that are or were billed can be paid twice; drafts and rejections do not count. */
function countsForDuplicates(expense: DuplicateCandidate): boolean {
  return expense.status === 'SUBMITTED' || expense.status === 'INVOICED';
}

/**
 * The ids of expenses that look like another expense of the same user: same type, date and cost,
 * or a receipt with the same content (SHA-256). Both expenses must be submitted or invoiced.
 */
export function findPossibleDuplicates(expenses: readonly DuplicateCandidate[]): Set<string> {
  const groups = new Map<string, Set<string>>();
  const add = (key: string, id: string) => {
    const ids = groups.get(key);
    if (ids) ids.add(id);
    else groups.set(key, new Set([id]));
  };
  for (const expense of expenses) {
    if (!countsForDuplicates(expense)) continue;
    if (expense.type !== null && expense.cost !== null) {
      add(`f|${expense.userId}|${expense.type}|${expense.date}|${toCents(expense.cost)}`, expense.id);
    }
    for (const hash of expense.fileHashes) add(`h|${expense.userId}|${hash}`, expense.id);
  }
  const duplicates = new Set<string>();
  for (const ids of groups.values()) {
    if (ids.size > 1) ids.forEach((id) => duplicates.add(id));
  }
  return duplicates;
}

/**
 * Share of the billable (submitted or invoiced) expenses that are checked, 0-100 rounded to a
 * whole number (spec §2 Management: "percentage of expenses checked (0 decimals)"); 0 when none.
 */
export function checkedPercentage(expenses: readonly { status: ExpenseStatus; isChecked: boolean }[]): number {
  const billable = expenses.filter((e) => e.status === 'SUBMITTED' || e.status === 'INVOICED');
  if (billable.length === 0) return 0;
  return Math.round((billable.filter((e) => e.isChecked).length / billable.length) * 100);
}

/** Sum of the billable expenses' cost, in cents (spec §9 "Expense total"). */
export function billableTotalCents(expenses: readonly { status: ExpenseStatus; cost: string | null }[]): Cents {
  return expenses
    .filter((e) => (e.status === 'SUBMITTED' || e.status === 'INVOICED') && e.cost !== null)
    .reduce((sum, e) => sum + toCents(e.cost!), 0);
}
