import { addMonths, currentPeriod, type Period, type PeriodString, periodRange } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import type { Actor } from '../../platform/request-context';
import { AppError } from '../../platform/app-error';
import { type PeriodPresentation, presentPeriod } from './periods.presenter';
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

export async function listPeriods({ db, clock }: ServiceDeps, actor: Actor, _input: object): Promise<Period[]> {
  return (await listPeriodsWithRows(db, actor, clock())).map(({ period }) => period);
}

export async function getPeriod(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { period: periodString }: { period: string },
): Promise<Period> {
  const row = await findPeriodRow(db, actor.companyId, periodString);
  if (!row) throw new AppError('NOT_FOUND', `period ${periodString}`);
  const reopenWindowDays = await findReopenWindowDays(db, actor.companyId);
  return presentPeriod(row, { reopenWindowDays, now: clock(), viewer: actor });
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
  actor: Actor,
  now: Date,
): Promise<{ row: PeriodRow; period: Period }[]> {
  const [rows, reopenWindowDays] = await Promise.all([
    listPeriodRows(db, actor.companyId),
    findReopenWindowDays(db, actor.companyId),
  ]);
  return rows.map((row) => ({ row, period: presentPeriod(row, { reopenWindowDays, now, viewer: actor }) }));
}

/**
 * Locks the period row for the rest of the transaction (SELECT … FOR UPDATE) and presents it:
 * a second state change of the same period waits and then sees the first one's result.
 * Another company's or an unknown period is not found.
 */
export async function lockPeriod(
  tx: Executor,
  actor: Actor,
  periodString: string,
  now: Date,
): Promise<{ row: PeriodRow; period: Period; presentation: PeriodPresentation }> {
  const row = await lockPeriodRow(tx, actor.companyId, periodString);
  if (!row) throw new AppError('NOT_FOUND', `period ${periodString}`);
  const presentation = { reopenWindowDays: await findReopenWindowDays(tx, actor.companyId), now, viewer: actor };
  return { row, period: presentPeriod(row, presentation), presentation };
}

/** Locks a period row for jobs that act for the company rather than for a person (exports). */
export async function lockPeriodOfCompany(tx: Executor, companyId: string, periodString: string): Promise<PeriodRow> {
  const row = await lockPeriodRow(tx, companyId, periodString);
  if (!row) throw new AppError('NOT_FOUND', `period ${periodString}`);
  return row;
}

/** Stores a period's state; the caller holds the lock and has checked the transition. */
export async function setPeriodState(
  tx: Executor,
  companyId: string,
  periodId: string,
  values: PeriodStateValues,
  presentation: PeriodPresentation,
): Promise<Period> {
  const row = await updatePeriodRow(tx, companyId, periodId, values);
  return presentPeriod(row, presentation);
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
