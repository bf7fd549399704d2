import { addMonths, currentPeriod, type Period, periodOfDate } from '@mobilo/contract';

/**
 * The employee sees the current month and the two before it, where they exist and are not before
 * the user's first active month (DECISIONS "Billing periods"), newest first.
 */
export function visiblePeriods(periods: readonly Period[], firstActiveDay: string, now: Date = new Date()): Period[] {
  const current = currentPeriod(now);
  const earliest = addMonths(current, -2);
  const firstActive = periodOfDate(firstActiveDay);
  return periods
    .filter((p) => p.periodString <= current && p.periodString >= earliest && p.periodString >= firstActive)
    .sort((a, b) => b.periodString.localeCompare(a.periodString));
}
