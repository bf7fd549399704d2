import { type Cents, fromCents, toCents } from '../money/money';
import table from './home-charging-prices.json' with { type: 'json' };

/**
 * Home charging (docs/adr/0025): what an employee who charges a car at home gets back for the
 * electricity, month by month. Prices, flat amounts and their validity are the dated table
 * `home-charging-prices.json` (data, not code); these rules only read it.
 */

/** A calendar month, YYYY-MM: one activity per employee and month. */
export type ChargingMonth = string;

/** The first month whose refund needs measured kWh; before it only the monthly flat amounts applied. */
export const KWH_REFUND_FROM: ChargingMonth = table.kwhFrom;

export type ChargingPricingMethod = 'CONTRACT' | 'AVERAGE';
export type ChargingVehicle = 'ELECTRIC' | 'HYBRID';

/** Hundredths of the unit: kWh and ct/kWh travel as decimal strings with at most two places. */
export type Hundredths = number;
export const toHundredths = (value: string): Hundredths => toCents(value);
export const fromHundredths = (value: Hundredths): string => fromCents(value);

/** A contract price must lie in (0, 100] ct/kWh: 0 is no price, anything above no household tariff. */
export const MAX_CONTRACT_CENTS_PER_KWH = '100.00';
/** A meter reading has at most this many kWh (seven digits before the point). */
export const MAX_METER_READING_KWH = '9999999.99';

export function isPlausibleContractPrice(centsPerKwh: string): boolean {
  const value = toHundredths(centsPerKwh);
  return value > 0 && value <= toHundredths(MAX_CONTRACT_CENTS_PER_KWH);
}

/** The official average household price (ct/kWh, two decimals) of the month's year; null before the table begins. */
export function officialPriceOf(month: ChargingMonth): string | null {
  const year = Number(month.slice(0, 4));
  let cents: number | null = null;
  for (const entry of table.prices) if (year >= entry.fromYear) cents = entry.centsPerKwh;
  return cents === null ? null : fromHundredths(cents * 100);
}

/** The monthly flat amount (EUR) of a month before the kWh rule; null from 2026 or before 2017. */
export function flatAmountOf(
  month: ChargingMonth,
  vehicle: ChargingVehicle,
  withEmployerCharging: boolean,
): string | null {
  const entry = table.flatAmounts.entries.find((e) => month >= e.from && month <= e.until);
  if (!entry) return null;
  const amounts = vehicle === 'ELECTRIC' ? entry.electric : entry.hybrid;
  return withEmployerCharging ? amounts.withEmployerCharging : amounts.withoutEmployerCharging;
}

/** An electricity contract as far as the price choice needs it; only approved ones count. */
export interface PricedContract {
  id: string;
  status: 'SUBMITTED' | 'APPROVED' | 'REJECTED';
  validFrom: string;
  validUntil: string | null;
  /** Gross ct/kWh; null for a dynamic tariff, whose price comes with each month's proof. */
  centsPerKwh: string | null;
}

export const lastDayOfMonth = (month: ChargingMonth): string => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
};

export const daysInMonth = (month: ChargingMonth): number => Number(lastDayOfMonth(month).slice(8, 10));

const covers = (contract: PricedContract, day: string) =>
  contract.validFrom <= day && (contract.validUntil === null || contract.validUntil >= day);

/**
 * The approved contract of a month: the one in force on its first day; when none was, the first
 * that began during the month.
 */
export function contractOfMonth(contracts: readonly PricedContract[], month: ChargingMonth): PricedContract | null {
  const approved = contracts.filter((c) => c.status === 'APPROVED');
  const first = `${month}-01`;
  const atStart = approved.find((c) => covers(c, first));
  if (atStart) return atStart;
  const last = lastDayOfMonth(month);
  const starting = approved.filter((c) => c.validFrom > first && c.validFrom <= last);
  return starting.sort((a, b) => a.validFrom.localeCompare(b.validFrom))[0] ?? null;
}

export type MonthPrice =
  | { ok: true; source: 'AVERAGE' | 'CONTRACT' | 'DYNAMIC'; centsPerKwh: string; contractId: string | null }
  | { ok: false; problem: 'BEFORE_KWH_RULE' | 'NO_OFFICIAL_PRICE' | 'NO_CONTRACT' | 'NO_DYNAMIC_PRICE' };

/**
 * The price (ct/kWh) a month is refunded at, by the employee's method for its year: the official
 * average of the year, or the gross price of the approved contract of the month; a dynamic tariff
 * takes the month's price the employee proved with the activity.
 */
export function priceOfMonth(input: {
  month: ChargingMonth;
  method: ChargingPricingMethod;
  contracts: readonly PricedContract[];
  /** The dynamic tariff's price of the month, as proven with the activity. */
  dynamicCentsPerKwh?: string | null;
}): MonthPrice {
  if (input.month < KWH_REFUND_FROM) return { ok: false, problem: 'BEFORE_KWH_RULE' };
  if (input.method === 'AVERAGE') {
    const official = officialPriceOf(input.month);
    return official === null
      ? { ok: false, problem: 'NO_OFFICIAL_PRICE' }
      : { ok: true, source: 'AVERAGE', centsPerKwh: official, contractId: null };
  }
  const contract = contractOfMonth(input.contracts, input.month);
  if (!contract) return { ok: false, problem: 'NO_CONTRACT' };
  if (contract.centsPerKwh !== null) {
    return { ok: true, source: 'CONTRACT', centsPerKwh: contract.centsPerKwh, contractId: contract.id };
  }
  const dynamic = input.dynamicCentsPerKwh ?? null;
  if (dynamic === null || !isPlausibleContractPrice(dynamic)) return { ok: false, problem: 'NO_DYNAMIC_PRICE' };
  return { ok: true, source: 'DYNAMIC', centsPerKwh: dynamic, contractId: contract.id };
}

export type ReadingsProblem = 'NEGATIVE_READING' | 'READING_TOO_LARGE' | 'FALLING_READINGS';

/** Readings an activity refuses outright (400): below zero, beyond the meter, or an end below the start. */
export function readingsProblem(start: string, end: string): ReadingsProblem | null {
  const [from, to] = [toHundredths(start), toHundredths(end)];
  if (from < 0 || to < 0) return 'NEGATIVE_READING';
  const max = toHundredths(MAX_METER_READING_KWH);
  if (from > max || to > max) return 'READING_TOO_LARGE';
  if (to < from) return 'FALLING_READINGS';
  return null;
}

/** kWh between two readings, in hundredths. */
export function kwhBetween(start: string, end: string): Hundredths {
  return toHundredths(end) - toHundredths(start);
}

/** The refund: kWh times ct/kWh, in cents, rounded half up once. */
export function refundCents(kwh: Hundredths, centsPerKwh: string): Cents {
  // kWh/100 × (ct/100) = cents; both factors in hundredths, so the product is in 1/10 000 cent.
  const product = kwh * toHundredths(centsPerKwh);
  return Math.floor((product + 5000) / 10000);
}

export const plausibilityWarnings = [
  'READINGS_GO_BACK',
  'READINGS_SKIP',
  'MORE_THAN_BATTERY',
  'MONTH_ALREADY_CLAIMED',
  'PHOTO_ON_OTHER_DATE',
] as const;
export type PlausibilityWarning = (typeof plausibilityWarnings)[number];

/** Days a photo may be taken before or after the reading's day without a warning. */
export const PHOTO_DATE_TOLERANCE_DAYS = 2;

const dayDistance = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/**
 * What a checker should look at twice, none of which refuses the activity: a start below or above
 * the previous month's end reading on the same meter, more kWh than the battery takes if charged
 * full every day of the month, the month claimed otherwise too (EV charging expenses of the
 * budget), a photo taken on another day than its reading.
 */
export function plausibilityOf(input: {
  month: ChargingMonth;
  kwh: Hundredths;
  startReading: string | null;
  /** The end reading of the employee's previous month on the same meter. */
  previousEndReading: string | null;
  batteryKwh: number;
  otherClaimsInMonth: number;
  photos: readonly { readingDate: string; takenOn: string | null }[];
}): PlausibilityWarning[] {
  const warnings: PlausibilityWarning[] = [];
  if (input.startReading !== null && input.previousEndReading !== null) {
    const [start, previous] = [toHundredths(input.startReading), toHundredths(input.previousEndReading)];
    if (start < previous) warnings.push('READINGS_GO_BACK');
    if (start > previous) warnings.push('READINGS_SKIP');
  }
  if (input.kwh > input.batteryKwh * 100 * daysInMonth(input.month)) warnings.push('MORE_THAN_BATTERY');
  if (input.otherClaimsInMonth > 0) warnings.push('MONTH_ALREADY_CLAIMED');
  const offDay = input.photos.some(
    (photo) => photo.takenOn !== null && dayDistance(photo.takenOn, photo.readingDate) > PHOTO_DATE_TOLERANCE_DAYS,
  );
  if (offDay) warnings.push('PHOTO_ON_OTHER_DATE');
  return warnings;
}

/** Whether two validity ranges share a day (an open end runs on). */
export function rangesOverlap(
  a: { validFrom: string; validUntil: string | null },
  b: { validFrom: string; validUntil: string | null },
): boolean {
  return (
    (a.validUntil === null || b.validFrom <= a.validUntil) && (b.validUntil === null || a.validFrom <= b.validUntil)
  );
}

/** The monthly flat amounts and the kWh prices as one list, for the ADR's table and the screens. */
export const homeChargingTable = table;
