import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardTransactions } from '../../db/schema/card-programme';
import { downloads } from '../../db/schema/downloads';
import { expenseFiles } from '../../db/schema/expenses';
import { germanyTicketBookings } from '../../db/schema/germany-tickets';
import { homeChargingActivities, homeChargingContracts } from '../../db/schema/home-charging';

/**
 * Which of these storage keys a row still points at: a receipt, an export, a ticket file or a
 * home-charging file (a contract's proof, a meter photo) or a card payment's receipt. The sweep runs
 * for the whole installation, so this query alone is not scoped to one company; the keys are.
 */
export async function findReferencedKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [receipts, exports, tickets, proofs, startPhotos, endPhotos, cardReceipts] = await Promise.all([
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
    db
      .select({ key: homeChargingContracts.proofFileKey })
      .from(homeChargingContracts)
      .where(inArray(homeChargingContracts.proofFileKey, [...keys])),
    db
      .select({ key: homeChargingActivities.startPhotoKey })
      .from(homeChargingActivities)
      .where(inArray(homeChargingActivities.startPhotoKey, [...keys])),
    db
      .select({ key: homeChargingActivities.endPhotoKey })
      .from(homeChargingActivities)
      .where(inArray(homeChargingActivities.endPhotoKey, [...keys])),
    db
      .select({ key: cardTransactions.receiptFileKey })
      .from(cardTransactions)
      .where(inArray(cardTransactions.receiptFileKey, [...keys])),
  ]);
  return new Set(
    [...receipts, ...exports, ...tickets, ...proofs, ...startPhotos, ...endPhotos, ...cardReceipts].flatMap((row) =>
      row.key === null ? [] : [row.key],
    ),
  );
}
