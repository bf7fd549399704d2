import {
  isPeriodInThePast,
  isPeriodInvoiceable,
  isWithinReopenPeriod,
  type Period,
  periodAbilities,
  periodStatusOf,
  periodYearMonth,
} from '@mobilo/contract';
import type { Actor } from '../../platform/request-context';
import type { PeriodRow } from './periods.repository';

/** What presenting a period depends on besides its row: the company's window, the time, the viewer. */
export interface PeriodPresentation {
  reopenWindowDays: number;
  now: Date;
  viewer: Pick<Actor, 'rights'>;
}

/** Row -> the contract's period, with what the viewer may do with it by the contract's rules. */
export function presentPeriod(row: PeriodRow, { reopenWindowDays, now, viewer }: PeriodPresentation): Period {
  const taxStatus = row.taxStatus;
  const facts = {
    isClosed: row.isClosed,
    isInvoiced: row.isInvoiced,
    isInvoiceable: isPeriodInvoiceable(row.periodString, now),
    isWithinReopenPeriod: row.isInvoiced && isWithinReopenPeriod(row.invoicedAt, reopenWindowDays, now),
  };
  return {
    id: row.id,
    periodId: row.id,
    periodString: row.periodString,
    ...periodYearMonth(row.periodString),
    status: periodStatusOf(row),
    ...facts,
    isInThePast: isPeriodInThePast(row.periodString, now),
    taxStatus,
    hasTaxProcessFailed: taxStatus === 'FAILED' || taxStatus === 'IN_PROGRESS',
    invoicedAt: row.invoicedAt?.toISOString() ?? null,
    ...periodAbilities(facts, viewer.rights),
  };
}
