import { describe, expect, it } from 'vitest';
import {
  isPeriodInThePast,
  isPeriodInvoiceable,
  isPeriodOpenForEmployees,
  isPeriodOpenForReview,
  isWithinReopenPeriod,
  periodStatusOf,
} from './period';
import { addMonths, lastDayOfPeriod, periodOfDate, periodRange } from '../vocabulary/period-string';

describe('period strings', () => {
  it('steps across year boundaries', () => {
    expect(addMonths('202612', 1)).toBe('202701');
    expect(addMonths('202601', -1)).toBe('202512');
    expect(addMonths('202611', 60)).toBe('203111');
    expect(periodRange('202611', '202702')).toEqual(['202611', '202612', '202701', '202702']);
  });

  it('knows the period of a day and the last day of a period', () => {
    expect(periodOfDate('2026-02-28')).toBe('202602');
    expect(lastDayOfPeriod('202402')).toBe('2024-02-29');
    expect(lastDayOfPeriod('202602')).toBe('2026-02-28');
  });
});

describe('period status', () => {
  it('lets invoiced win over closed', () => {
    expect(periodStatusOf({ isClosed: true, isInvoiced: true })).toBe('invoiced');
    expect(periodStatusOf({ isClosed: true, isInvoiced: false })).toBe('closed');
    expect(periodStatusOf({ isClosed: false, isInvoiced: false })).toBe('active');
  });

  it('is invoiceable once its month has started', () => {
    const now = new Date('2026-11-15T12:00:00Z');
    expect(isPeriodInvoiceable('202611', now)).toBe(true);
    expect(isPeriodInvoiceable('202612', now)).toBe(false);
    expect(isPeriodInThePast('202610', now)).toBe(true);
    expect(isPeriodInThePast('202611', now)).toBe(false);
  });

  it('may be uninvoiced within the reopen window only', () => {
    const invoicedAt = new Date('2026-11-01T00:00:00Z');
    expect(isWithinReopenPeriod(invoicedAt, 14, new Date('2026-11-15T00:00:00Z'))).toBe(true);
    expect(isWithinReopenPeriod(invoicedAt, 14, new Date('2026-11-15T00:00:01Z'))).toBe(false);
    expect(isWithinReopenPeriod(null, 14)).toBe(false);
  });
});

describe('who may still change a period', () => {
  it('closes the period for employees, and the invoice freezes it for reviewers too', () => {
    expect(isPeriodOpenForEmployees({ isClosed: false, isInvoiced: false })).toBe(true);
    expect(isPeriodOpenForEmployees({ isClosed: true, isInvoiced: false })).toBe(false);
    expect(isPeriodOpenForEmployees({ isClosed: false, isInvoiced: true })).toBe(false);
    expect(isPeriodOpenForReview({ isInvoiced: false })).toBe(true);
    expect(isPeriodOpenForReview({ isInvoiced: true })).toBe(false);
  });
});
