import { type DuplicateCandidate, type ExpenseStatus, findPossibleDuplicates } from '@mobilo/contract';
import type { ExpenseRecord } from './review.repository';

interface FileHash {
  expenseId: string;
  sha256: string;
}

interface ReceiptTwin {
  id: string;
  userId: string;
  status: string;
  sha256: string;
}

/**
 * The possible duplicates among the period's expenses: compared with each other and with the
 * billed expenses of other periods that share a receipt (DECISIONS "Review").
 */
export function possibleDuplicates(
  rows: readonly ExpenseRecord[],
  files: readonly FileHash[],
  twins: readonly ReceiptTwin[],
): Set<string> {
  const hashes = new Map<string, string[]>();
  for (const file of files) {
    const list = hashes.get(file.expenseId);
    if (list) list.push(file.sha256);
    else hashes.set(file.expenseId, [file.sha256]);
  }
  const candidates: DuplicateCandidate[] = rows.map((expense) => ({
    id: expense.id,
    userId: expense.userId,
    status: expense.status,
    type: expense.type,
    date: expense.date,
    cost: expense.cost,
    fileHashes: hashes.get(expense.id) ?? [],
  }));
  const outside = new Map<string, DuplicateCandidate>();
  for (const twin of twins) {
    const known = outside.get(twin.id);
    // Only the shared receipt can match: type, date and cost of another period never do.
    outside.set(twin.id, {
      id: twin.id,
      userId: twin.userId,
      status: twin.status as ExpenseStatus,
      type: null,
      date: '',
      cost: null,
      fileHashes: [...(known?.fileHashes ?? []), twin.sha256],
    });
  }
  return findPossibleDuplicates([...candidates, ...outside.values()]);
}
