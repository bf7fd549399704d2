import { addMonths, type Period, type PeriodString, periodOf, yearOfPeriod } from '@mobilo/contract';

/** The look of a period in the selector (spec §2 "Audit screen"). */
export type PeriodIcon = 'check' | 'cross' | 'open';

/**
 * Invoiced shows a check, closed and not invoiced a cross, anything else an open circle. The
 * specification says "invoiced and not closed", but invoicing closes the period too, so taken
 * literally no period would ever show the check.
 */
export function periodIcon(period: Pick<Period, 'isInvoiced' | 'isClosed'> | undefined): PeriodIcon {
  if (!period) return 'open';
  if (period.isInvoiced) return 'check';
  if (period.isClosed && !period.isInvoiced) return 'cross';
  return 'open';
}

/** The neighbouring month, across the year boundary; null when the company has no such period. */
export function adjacentPeriod(
  known: ReadonlySet<PeriodString>,
  current: PeriodString,
  delta: 1 | -1,
): PeriodString | null {
  const next = addMonths(current, delta);
  return known.has(next) ? next : null;
}

/** The nearest year before or after `year` that has any period; null when there is none. */
export function adjacentYear(years: readonly number[], year: number, delta: 1 | -1): number | null {
  const candidates = years.filter((y) => (delta > 0 ? y > year : y < year));
  if (candidates.length === 0) return null;
  return delta > 0 ? Math.min(...candidates) : Math.max(...candidates);
}

export function yearsWithPeriods(periods: readonly Pick<Period, 'periodString'>[]): number[] {
  return [...new Set(periods.map((p) => yearOfPeriod(p.periodString)))].sort((a, b) => a - b);
}

/** The twelve months of a year, each with its period when one exists (else disabled). */
export function monthGrid(byString: ReadonlyMap<PeriodString, Period>, year: number) {
  return Array.from({ length: 12 }, (_, index) => {
    const periodString = periodOf(year, index + 1);
    return { month: index + 1, periodString, period: byString.get(periodString) ?? null };
  });
}
