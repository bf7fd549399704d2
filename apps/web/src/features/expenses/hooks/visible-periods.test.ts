import { type Period, periodAbilities } from '@mobilo/contract';
import { describe, expect, it } from 'vitest';
import { visiblePeriods } from './visible-periods';

const period = (periodString: string): Period => ({
  id: periodString,
  periodId: periodString,
  periodString,
  year: periodString.slice(0, 4),
  month: periodString.slice(4),
  status: 'active',
  isInvoiced: false,
  isClosed: false,
  isInvoiceable: true,
  isWithinReopenPeriod: false,
  isInThePast: false,
  taxStatus: 'NONE',
  hasTaxProcessFailed: false,
  invoicedAt: null,
  ...periodAbilities({ isClosed: false, isInvoiced: false, isInvoiceable: true, isWithinReopenPeriod: false }, []),
});

describe('visiblePeriods', () => {
  const all = ['202608', '202609', '202610', '202611', '202612'].map(period);
  const now = new Date('2026-11-21T10:00:00Z');

  it('shows this month and the two before it, newest first', () => {
    expect(visiblePeriods(all, '2020-01-01', now).map((p) => p.periodString)).toEqual(['202611', '202610', '202609']);
  });

  it('leaves out months before the first active day and months that do not exist', () => {
    expect(visiblePeriods(all, '2026-10-15', now).map((p) => p.periodString)).toEqual(['202611', '202610']);
    expect(visiblePeriods([period('202611')], '2020-01-01', now).map((p) => p.periodString)).toEqual(['202611']);
    expect(visiblePeriods([], '2020-01-01', now)).toEqual([]);
  });
});
