import type { OffboardingQuery } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { findCardsExisting, findTransactionsDated } from './card-export.repository';

/** The range's days, both inclusive, as UTC instants [start of `from`, start of the day after `to`). */
function rangeOf({ from, to }: OffboardingQuery) {
  const end = new Date(`${to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: new Date(`${from}T00:00:00.000Z`), end };
}

/** The company data export's cards (spec 001 §3 "Offboarding data"): every card that existed in the range. */
export async function listCardsBetween(db: Executor, companyId: string, query: OffboardingQuery) {
  const { start, end } = rangeOf(query);
  const rows = await findCardsExisting(db, companyId, start, end);
  return rows.map((row) => ({
    swanId: row.swanId,
    category: row.category,
    currentStatus: row.status,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    owner: row.ownerEmail,
  }));
}

/** The export's card transactions: the payments booked or authorised in the range, with their salary type. */
export async function listCardTransactionsBetween(db: Executor, companyId: string, query: OffboardingQuery) {
  const { start, end } = rangeOf(query);
  const rows = await findTransactionsDated(db, companyId, start, end);
  return rows.map((row) => ({
    cardSwanId: row.cardSwanId,
    transactionDate: row.transactionDate.toISOString(),
    amount: row.amount,
    merchantName: row.merchantName,
    salaryType: row.salaryType,
  }));
}
