import {
  isPeriodInThePast,
  isPeriodInvoiceable,
  isWithinReopenPeriod,
  type Period,
  periodStatusOf,
  periodYearMonth,
} from '@mobilo/contract';
import type { PeriodRow } from './periods.repository';

export function presentPeriod(row: PeriodRow, reopenWindowDays: number, now: Date = new Date()): Period {
  const taxStatus = row.taxStatus as Period['taxStatus'];
  return {
    id: row.id,
    periodId: row.id,
    periodString: row.periodString,
    ...periodYearMonth(row.periodString),
    status: periodStatusOf(row),
    isInvoiced: row.isInvoiced,
    isClosed: row.isClosed,
    isInvoiceable: isPeriodInvoiceable(row.periodString, now),
    isWithinReopenPeriod: row.isInvoiced && isWithinReopenPeriod(row.invoicedAt, reopenWindowDays, now),
    isInThePast: isPeriodInThePast(row.periodString, now),
    taxStatus,
    hasTaxProcessFailed: taxStatus === 'FAILED' || taxStatus === 'IN_PROGRESS',
    invoicedAt: row.invoicedAt?.toISOString() ?? null,
  };
}
