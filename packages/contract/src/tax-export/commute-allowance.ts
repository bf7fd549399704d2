import type { Cents } from '../money/money';
import { type PeriodString, yearOfPeriod } from '../vocabulary/period-string';
import rateTable from './commute-allowance-rates.json' with { type: 'json' };

/**
 * The Entfernungspauschale (§9 Abs. 1 S. 3 Nr. 4 EStG) caps what may be flat-taxed at 15 %
 * under §40 Abs. 2 S. 2 Nr. 1 EStG: full kilometres of the one-way commute × working days × the
 * year's per-km amount. The amounts per year are data (commute-allowance-rates.json); a year
 * after the last listed one keeps the last listed amounts until the table is extended.
 */
export interface CommuteAllowanceRate {
  /** First year the amounts apply to. */
  fromYear: number;
  /** Cents per km for km 1–20. */
  firstKmCents: number;
  /** Cents per km from km 21. */
  from21stKmCents: number;
}

export const commuteAllowanceRates: readonly CommuteAllowanceRate[] = [...rateTable.rates].sort(
  (a, b) => a.fromYear - b.fromYear,
);

export function commuteAllowanceRateOf(year: number): CommuteAllowanceRate {
  const applying = commuteAllowanceRates.filter((rate) => rate.fromYear <= year);
  return applying[applying.length - 1] ?? commuteAllowanceRates[0]!;
}

export interface CommuteFacts {
  /** Full kilometres of the one-way commute; null while unknown. */
  commuteDistanceKm: number | null;
  workingDaysPerMonth: number;
}

/** The month's Entfernungspauschale in cents; null without a distance (nothing may be flat-taxed). */
export function commuteAllowanceOf(period: PeriodString, facts: CommuteFacts): Cents | null {
  if (facts.commuteDistanceKm === null) return null;
  const rate = commuteAllowanceRateOf(yearOfPeriod(period));
  const km = Math.max(0, Math.floor(facts.commuteDistanceKm));
  const perDay = Math.min(km, 20) * rate.firstKmCents + Math.max(0, km - 20) * rate.from21stKmCents;
  return perDay * Math.max(0, Math.floor(facts.workingDaysPerMonth));
}
