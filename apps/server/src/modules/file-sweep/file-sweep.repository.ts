import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { downloads } from '../../db/schema/downloads';
import { expenseFiles } from '../../db/schema/expenses';
import { germanyTicketBookings } from '../../db/schema/germany-tickets';

/**
 * Which of these storage keys a row still points at: a receipt, an export or a ticket file. The sweep runs
 * for the whole installation, so this query alone is not scoped to one company; the keys are.
 */
export async function findReferencedKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [receipts, exports, tickets] = await Promise.all([
    db
      .select({ key: expenseFiles.storageKey })
      .from(expenseFiles)
      .where(inArray(expenseFiles.storageKey, [...keys])),
    db
      .select({ key: downloads.storageKey })
      .from(downloads)
      .where(inArray(downloads.storageKey, [...keys])),
    db
      .select({ key: germanyTicketBookings.ticketFileKey })
      .from(germanyTicketBookings)
      .where(inArray(germanyTicketBookings.ticketFileKey, [...keys])),
  ]);
  return new Set([...receipts, ...exports, ...tickets].flatMap((row) => (row.key === null ? [] : [row.key])));
}
