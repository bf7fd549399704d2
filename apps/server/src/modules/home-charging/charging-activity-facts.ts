import {
  type ChargingMonth,
  type ChargingPricingMethod,
  type MonthPrice,
  plausibilityOf,
  type PlausibilityWarning,
  priceOfMonth,
  refundCents,
  fromCents,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { findPeriodForExpenseChange, findPeriods } from '../periods/periods.service';
import { methodOfYear } from './home-charging.policy';
import {
  type ActivityRow,
  countChargingExpenses,
  findEnrolment,
  findPreviousEndReading,
  listContractsOfUser,
  listMethods,
} from './home-charging.repository';

export const periodOfMonth = (month: ChargingMonth) => month.replace('-', '');

/** The month's billing period is invoiced: the activity is frozen (read under a shared lock). */
export async function requireOpenMonth(tx: Executor, companyId: string, month: ChargingMonth): Promise<void> {
  const period = await findPeriodForExpenseChange(tx, companyId, { periodString: periodOfMonth(month) });
  if (period?.isInvoiced) throw new AppError('HOME_CHARGING_PERIOD_CLOSED', month);
}

/** Which of these months are invoiced. */
export async function invoicedMonths(db: Executor, companyId: string, months: readonly string[]): Promise<Set<string>> {
  if (months.length === 0) return new Set();
  const rows = await findPeriods(db, companyId, [...new Set(months.map(periodOfMonth))]);
  return new Set(
    rows.filter((row) => row.isInvoiced).map((row) => `${row.periodString.slice(0, 4)}-${row.periodString.slice(4)}`),
  );
}

/**
 * The price of an employee's month. While `provisional`, a contract still waiting for its check
 * counts as if approved (the employee may submit both together); the check prices it again with
 * approved contracts only.
 */
export async function priceForEmployee(
  tx: Executor,
  companyId: string,
  input: {
    userId: string;
    month: ChargingMonth;
    usesContracts: boolean;
    dynamicCentsPerKwh: string | null;
    provisional: boolean;
  },
): Promise<Extract<MonthPrice, { ok: true }>> {
  const [methods, contracts] = await Promise.all([
    listMethods(tx, companyId, [input.userId]),
    input.usesContracts ? listContractsOfUser(tx, companyId, input.userId) : Promise.resolve([]),
  ]);
  const method: ChargingPricingMethod = methodOfYear(methods, Number(input.month.slice(0, 4)), input.usesContracts);
  const priced = priceOfMonth({
    month: input.month,
    method,
    contracts: contracts.map(({ contract }) => ({
      id: contract.id,
      status: input.provisional && contract.status === 'SUBMITTED' ? 'APPROVED' : contract.status,
      validFrom: contract.validFrom,
      validUntil: contract.validUntil,
      centsPerKwh: contract.centsPerKwh,
    })),
    dynamicCentsPerKwh: input.dynamicCentsPerKwh,
  });
  if (!priced.ok) throw new AppError('HOME_CHARGING_NO_PRICE', priced.problem);
  return priced;
}

export const amountOf = (kwh: number, centsPerKwh: string) => fromCents(refundCents(kwh, centsPerKwh));

/** The warnings of an activity from its readings, the previous month on the meter, the battery and the budget's claims. */
export async function warningsFor(
  tx: Executor,
  companyId: string,
  input: {
    userId: string;
    month: ChargingMonth;
    kwh: number;
    meterId: string | null;
    startReading: string | null;
    photos: { readingDate: string; takenOn: string | null }[];
  },
): Promise<PlausibilityWarning[]> {
  const [enrolment, previous, otherClaims] = await Promise.all([
    findEnrolment(tx, companyId, input.userId),
    input.meterId === null
      ? Promise.resolve(null)
      : findPreviousEndReading(tx, companyId, input.userId, input.meterId, input.month),
    countChargingExpenses(tx, companyId, input.userId, input.month),
  ]);
  return plausibilityOf({
    month: input.month,
    kwh: input.kwh,
    startReading: input.startReading,
    previousEndReading: previous,
    batteryKwh: enrolment?.batteryKwh ?? 250,
    otherClaimsInMonth: otherClaims,
    photos: input.photos,
  });
}

/** The photos of an activity as the plausibility rule reads them. */
export function photosOf(row: ActivityRow, change: { start?: string | null; end?: string | null } = {}) {
  const photos: { readingDate: string; takenOn: string | null }[] = [];
  const startTaken = change.start !== undefined ? change.start : row.startPhotoTakenOn;
  const endTaken = change.end !== undefined ? change.end : row.endPhotoTakenOn;
  if (row.startReadingDate) photos.push({ readingDate: row.startReadingDate, takenOn: startTaken });
  if (row.endReadingDate) photos.push({ readingDate: row.endReadingDate, takenOn: endTaken });
  return photos;
}
