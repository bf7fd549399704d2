// Free of the schema library (the schema is in period-string-schema.ts): the sign-in page formats
// periods in error texts and loads without it.

/** A billing period: a month written YYYYMM. */
export type PeriodString = string;

export function periodOf(year: number, month: number): PeriodString {
  return `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}`;
}

export function yearOfPeriod(period: PeriodString): number {
  return Number(period.slice(0, 4));
}

export function monthOfPeriod(period: PeriodString): number {
  return Number(period.slice(4, 6));
}

/** The period a calendar day (YYYY-MM-DD) is billed in. */
export function periodOfDate(isoDate: string): PeriodString {
  return isoDate.slice(0, 4) + isoDate.slice(5, 7);
}

export function addMonths(period: PeriodString, months: number): PeriodString {
  const index = yearOfPeriod(period) * 12 + monthOfPeriod(period) - 1 + months;
  return periodOf(Math.floor(index / 12), (index % 12) + 1);
}

/** The UTC month of an instant. */
export function currentPeriod(now: Date = new Date()): PeriodString {
  return periodOf(now.getUTCFullYear(), now.getUTCMonth() + 1);
}

/** Every period from `from` to `to`, both included. */
export function periodRange(from: PeriodString, to: PeriodString): PeriodString[] {
  const result: PeriodString[] = [];
  for (let p = from; p <= to; p = addMonths(p, 1)) result.push(p);
  return result;
}

export function firstDayOfPeriod(period: PeriodString): string {
  return `${period.slice(0, 4)}-${period.slice(4, 6)}-01`;
}

export function lastDayOfPeriod(period: PeriodString): string {
  const days = new Date(Date.UTC(yearOfPeriod(period), monthOfPeriod(period), 0)).getUTCDate();
  return `${period.slice(0, 4)}-${period.slice(4, 6)}-${String(days).padStart(2, '0')}`;
}
