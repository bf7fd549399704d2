import type { ErrorCode, SaveExpenseRequest } from '@mobilo/contract';
import { type ApiError, isApiError } from '../../../lib/api-client';
import type { ExpenseFormValues } from '../hooks/expense-form-rules';

/**
 * The receipt as bytes with its name and type: bytes are stored by every browser's IndexedDB,
 * where a stored File or Blob is not everywhere read back whole.
 */
export interface QueuedReceipt {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

export async function queuedReceiptOf(file: File): Promise<QueuedReceipt> {
  return { name: file.name, type: file.type, bytes: await file.arrayBuffer() };
}

export function fileOf(receipt: QueuedReceipt): File {
  return new File([receipt.bytes], receipt.name, { type: receipt.type });
}

/** What the employee has to do about a queued expense the server refused. */
export type QueueTask = 'month' | 'fix';

/**
 * An expense recorded without a connection (docs/adr/0028): what the form held, the receipt, and
 * the idempotency keys made when it was recorded, kept until the expense and its receipt arrived.
 */
export interface QueuedExpense {
  id: string;
  /** Whose it is: it is shown to and sent for this user only. */
  userId: string;
  recordedAt: string;
  body: SaveExpenseRequest;
  /** The form as the employee filled it, to open the item again when it needs a fix. */
  values: ExpenseFormValues;
  receipt: QueuedReceipt | null;
  /** The employee pressed "submit": the expense is submitted once it and its receipt arrived. */
  submit: boolean;
  createKey: string;
  uploadKey: string;
  /** Set once the server created the expense, so a later send only uploads. */
  expenseId: string | null;
  /** The server refused it: the employee decides (null while it waits to be sent). */
  problem: { task: QueueTask; errorCode: ErrorCode; parameter: string | null } | null;
}

/** The month of the expense cannot take it (any more): another month, or discard. */
const monthCodes: ReadonlySet<ErrorCode> = new Set([
  'PERIOD_CLOSED',
  'PERIOD_INVOICED',
  'PERIOD_NOT_FOUND',
  'PERIOD_NOT_STARTED',
]);

/**
 * What a failed send means for the item: `waiting` — no answer, or a server fault, so it is sent
 * again later under the same keys; `signed-out` — the session ended, the item waits for its user
 * to sign in again; `task` — the server's answer is final, the employee has to act.
 */
export type SendOutcome =
  { kind: 'waiting' } | { kind: 'signed-out' } | { kind: 'task'; problem: QueuedExpense['problem'] };

export function outcomeOf(error: unknown): SendOutcome {
  if (!isApiError(error)) return { kind: 'waiting' };
  if (error.statusCode === 0 || error.statusCode >= 500) return { kind: 'waiting' };
  if (error.statusCode === 401) return { kind: 'signed-out' };
  return { kind: 'task', problem: problemOf(error) };
}

function problemOf(error: ApiError): NonNullable<QueuedExpense['problem']> {
  const task: QueueTask = monthCodes.has(error.errorCode) ? 'month' : 'fix';
  return { task, errorCode: error.errorCode, parameter: error.parameter };
}

/** Whether a create that failed this way should be queued instead of shown as an error. */
export function isNoConnection(error: unknown): boolean {
  return isApiError(error) && error.statusCode === 0 && error.errorCode === 'NO_CONNECTION';
}

/** A storage that is full refuses the write with this name; the form then stays filled. */
export function isStorageFull(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}
