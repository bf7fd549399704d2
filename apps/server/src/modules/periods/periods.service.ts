import { addMonths, currentPeriod, type Period, type PeriodString, periodRange } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { presentPeriod } from './periods.presenter';
import {
  findPeriodRow,
  findPeriodRowShared,
  findPeriodRowsByStrings,
  findReopenWindowDays,
  insertMissingPeriods,
  listPeriodRows,
  lockPeriodRow,
  type PeriodRow,
  type PeriodStateValues,
  updatePeriodRow,
  updateTaxStatus,
} from './periods.repository';

/** Spec 001 §9: periods are created five years ahead. */
export const PERIOD_YEARS_AHEAD = 5;

/**
 * Creates a company's periods from `from` (default: this month) to five years ahead. Idempotent:
 * the company's creation and the operator's "create periods" both call it.
 */
export async function createPeriodsForCompany(
  db: Executor,
  companyId: string,
  options: { from?: PeriodString; now?: Date } = {},
): Promise<number> {
  const now = currentPeriod(options.now);
  const from = options.from ?? now;
  return insertMissingPeriods(db, companyId, periodRange(from, addMonths(now, PERIOD_YEARS_AHEAD * 12)));
}

export async function listPeriods(db: Executor, companyId: string, now: Date = new Date()): Promise<Period[]> {
  const [rows, days] = await Promise.all([listPeriodRows(db, companyId), findReopenWindowDays(db, companyId)]);
  return rows.map((row) => presentPeriod(row, days, now));
}

export async function getPeriod(
  db: Executor,
  companyId: string,
  periodString: string,
  now: Date = new Date(),
): Promise<Period> {
  const row = await findPeriodRow(db, companyId, periodString);
  if (!row) throw new AppError('NOT_FOUND', `period ${periodString}`);
  return presentPeriod(row, await findReopenWindowDays(db, companyId), now);
}

/** The stored period of a month, for other modules' rules; null when the company has none. */
export async function findPeriod(db: Executor, companyId: string, periodString: string): Promise<PeriodRow | null> {
  return findPeriodRow(db, companyId, periodString);
}

export async function findPeriods(db: Executor, companyId: string, periodStrings: string[]): Promise<PeriodRow[]> {
  return findPeriodRowsByStrings(db, companyId, periodStrings);
}

export async function listPeriodsUntil(db: Executor, companyId: string, until: string): Promise<PeriodRow[]> {
  return listPeriodRows(db, companyId, until);
}

/** Every period of the company with its presentation, oldest first. */
export async function listPeriodsWithRows(
  db: Executor,
  companyId: string,
  now: Date,
): Promise<{ row: PeriodRow; period: Period }[]> {
  const [rows, days] = await Promise.all([listPeriodRows(db, companyId), findReopenWindowDays(db, companyId)]);
  return rows.map((row) => ({ row, period: presentPeriod(row, days, now) }));
}

/**
 * Locks the period row for the rest of the transaction (SELECT … FOR UPDATE) and presents it:
 * a second state change of the same period waits and then sees the first one's result.
 * Another company's or an unknown period is not found.
 */
export async function lockPeriod(
  tx: Executor,
  companyId: string,
  periodString: string,
  now: Date,
): Promise<{ row: PeriodRow; period: Period; reopenWindowDays: number }> {
  const row = await lockPeriodRow(tx, companyId, periodString);
  if (!row) throw new AppError('NOT_FOUND', `period ${periodString}`);
  const reopenWindowDays = await findReopenWindowDays(tx, companyId);
  return { row, period: presentPeriod(row, reopenWindowDays, now), reopenWindowDays };
}

/** Stores a period's state; the caller holds the lock and has checked the transition. */
export async function setPeriodState(
  tx: Executor,
  companyId: string,
  periodId: string,
  values: PeriodStateValues,
  presentation: { reopenWindowDays: number; now: Date },
): Promise<Period> {
  const row = await updatePeriodRow(tx, companyId, periodId, values);
  return presentPeriod(row, presentation.reopenWindowDays, presentation.now);
}

/**
 * The period an expense change is about, read under a shared lock for the rest of the
 * transaction: the change then cannot interleave with invoicing the period.
 */
export async function findPeriodForExpenseChange(
  tx: Executor,
  companyId: string,
  by: { periodString: string } | { periodId: string },
): Promise<PeriodRow | null> {
  return findPeriodRowShared(tx, companyId, by);
}

/** The payroll export's progress on the period: NONE, IN_PROGRESS, DONE or FAILED. */
export async function setPeriodTaxStatus(
  db: Executor,
  companyId: string,
  periodId: string,
  taxStatus: 'NONE' | 'IN_PROGRESS' | 'DONE' | 'FAILED',
): Promise<void> {
  await updateTaxStatus(db, companyId, periodId, taxStatus);
}

export type { PeriodRow };
