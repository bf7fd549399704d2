import { addMonths, currentPeriod, type Period, type PeriodString, periodRange } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { presentPeriod } from './periods.presenter';
import {
  findPeriodRow,
  findPeriodRowsByStrings,
  findReopenWindowDays,
  insertMissingPeriods,
  listPeriodRows,
  type PeriodRow,
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

export async function listPeriods(db: Executor, companyId: string): Promise<Period[]> {
  const [rows, days] = await Promise.all([listPeriodRows(db, companyId), findReopenWindowDays(db, companyId)]);
  return rows.map((row) => presentPeriod(row, days));
}

export async function getPeriod(db: Executor, companyId: string, periodString: string): Promise<Period> {
  const row = await findPeriodRow(db, companyId, periodString);
  if (!row) throw new AppError('NOT_FOUND', `period ${periodString}`);
  return presentPeriod(row, await findReopenWindowDays(db, companyId));
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
