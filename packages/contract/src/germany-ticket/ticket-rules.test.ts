import { describe, expect, it } from 'vitest';
import { fromCents } from '../money/money';
import {
  addTicketMonths,
  cancellationDeadline,
  cancellationEndMonth,
  cancellationOf,
  earliestStartMonth,
  germanyTicketPriceOf,
  lastDayOf,
  losesJobTicketDiscount,
  splitTicketMonth,
  ticketMonthsBetween,
} from './ticket-rules';

const money = (split: ReturnType<typeof splitTicketMonth>) => ({
  listPrice: fromCents(split.listPrice),
  ticketPrice: fromCents(split.ticketPrice),
  subsidy: fromCents(split.subsidy),
  share: fromCents(split.share),
  discounted: split.discounted,
});

describe('the price table', () => {
  it('gives each month its price, the first entry also before it', () => {
    expect(germanyTicketPriceOf('2023-01')).toBe('49.00');
    expect(germanyTicketPriceOf('2023-05')).toBe('49.00');
    expect(germanyTicketPriceOf('2024-12')).toBe('49.00');
    expect(germanyTicketPriceOf('2025-01')).toBe('58.00');
    expect(germanyTicketPriceOf('2025-12')).toBe('58.00');
    expect(germanyTicketPriceOf('2026-01')).toBe('63.00');
    expect(germanyTicketPriceOf('2030-07')).toBe('63.00');
  });
});

describe('the monthly split and the job-ticket discount', () => {
  it('takes 5 % off when the employer pays half', () => {
    expect(money(splitTicketMonth('2026-03', { kind: 'PERCENT', percent: 50 }))).toEqual({
      listPrice: '63.00',
      ticketPrice: '59.85',
      subsidy: '31.50',
      share: '28.35',
      discounted: true,
    });
  });

  it('keeps the discount at exactly 25 % and loses it just below', () => {
    expect(splitTicketMonth('2025-06', { kind: 'AMOUNT', amount: '14.50' }).discounted).toBe(true);
    expect(money(splitTicketMonth('2025-06', { kind: 'AMOUNT', amount: '14.49' }))).toEqual({
      listPrice: '58.00',
      ticketPrice: '58.00',
      subsidy: '14.49',
      share: '43.51',
      discounted: false,
    });
    expect(losesJobTicketDiscount('2026-01', { kind: 'PERCENT', percent: 24 })).toBe(true);
    expect(losesJobTicketDiscount('2026-01', { kind: 'PERCENT', percent: 25 })).toBe(false);
  });

  it('never pays more than the ticket costs', () => {
    expect(money(splitTicketMonth('2026-01', { kind: 'AMOUNT', amount: '100.00' }))).toMatchObject({
      ticketPrice: '59.85',
      subsidy: '59.85',
      share: '0.00',
    });
    expect(money(splitTicketMonth('2023-06', { kind: 'PERCENT', percent: 100 }))).toMatchObject({
      ticketPrice: '46.55',
      subsidy: '46.55',
      share: '0.00',
    });
  });

  it('rounds a percentage once, half up, to the cent', () => {
    // 33 % of 63.00 = 20.79; of 58.00 = 19.14
    expect(money(splitTicketMonth('2026-02', { kind: 'PERCENT', percent: 33 })).subsidy).toBe('20.79');
    expect(money(splitTicketMonth('2025-02', { kind: 'PERCENT', percent: 33 })).subsidy).toBe('19.14');
    // 0 % is no subsidy and no discount
    expect(money(splitTicketMonth('2026-02', { kind: 'PERCENT', percent: 0 }))).toMatchObject({
      subsidy: '0.00',
      share: '63.00',
      discounted: false,
    });
  });
});

describe('months and deadlines', () => {
  it('counts months across years', () => {
    expect(addTicketMonths('2026-12', 1)).toBe('2027-01');
    expect(addTicketMonths('2026-01', -1)).toBe('2025-12');
    expect(addTicketMonths('2026-11', 14)).toBe('2028-01');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-11')).toBe('2026-11-30');
  });

  it('starts next month when ordered by the deadline day, else the month after', () => {
    expect(earliestStartMonth('2026-11-15', 15)).toBe('2026-12');
    expect(earliestStartMonth('2026-11-16', 15)).toBe('2027-01');
    expect(earliestStartMonth('2026-12-01', 10)).toBe('2027-01');
  });

  it('ends with this month when cancelled by the 10th, else with the next', () => {
    expect(cancellationEndMonth('2026-11-10', '2026-01')).toBe('2026-11');
    expect(cancellationEndMonth('2026-11-11', '2026-01')).toBe('2026-12');
    expect(cancellationEndMonth('2026-12-31', '2026-01')).toBe('2027-01');
  });

  it('names the next deadline that has not passed, the one whose month the cancellation ends with', () => {
    expect(cancellationDeadline('2026-11-10')).toBe('2026-11-10');
    expect(cancellationDeadline('2026-11-26')).toBe('2026-12-10');
    expect(cancellationDeadline('2026-12-11')).toBe('2027-01-10');
    for (const today of ['2026-11-01', '2026-11-10', '2026-11-11', '2026-11-26', '2026-12-31']) {
      expect(cancellationDeadline(today) >= today, today).toBe(true);
      expect(cancellationDeadline(today).slice(0, 7), today).toBe(cancellationEndMonth(today, '2026-01'));
    }
  });

  it('tells a withdrawn request from an ordered ticket cancelled before its start', () => {
    const decided = '2026-11-02T10:00:00.000Z';
    expect(cancellationOf({ startMonth: '2027-01', endMonth: '2026-12', decidedAt: null })).toBe('WITHDRAWN');
    expect(cancellationOf({ startMonth: '2027-01', endMonth: '2026-12', decidedAt: decided })).toBe(
      'CANCELLED_BEFORE_START',
    );
    expect(cancellationOf({ startMonth: '2027-01', endMonth: '2027-01', decidedAt: decided })).toBe('ENDS');
  });

  it('ends a ticket that has not started before its start', () => {
    expect(cancellationEndMonth('2026-11-05', '2027-02')).toBe('2027-01');
    expect(ticketMonthsBetween({ startMonth: '2027-02', endMonth: '2027-01' }, '2026-01', '2027-12')).toEqual([]);
  });

  it('lists the months a ticket runs within a range', () => {
    expect(ticketMonthsBetween({ startMonth: '2026-10', endMonth: null }, '2026-01', '2026-12')).toEqual([
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(ticketMonthsBetween({ startMonth: '2026-10', endMonth: '2026-11' }, '2026-11', '2027-03')).toEqual([
      '2026-11',
    ]);
  });
});
