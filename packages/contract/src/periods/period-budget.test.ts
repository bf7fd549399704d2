import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBudgetSeries, isExpiryMonth } from '../budget/budget-arithmetic';
import { addMonths } from '../vocabulary/period-string';
import { sumPeriodBudget } from './period-budget';

const cents = fc.integer({ min: 0, max: 100_000 });
const month = fc.record({
  monthlyBudget: fc.option(cents, { nil: null }),
  deductions: cents,
  correction: fc.integer({ min: -50_000, max: 50_000 }),
  billable: cents,
});
const history = fc.array(month, { minLength: 1, maxLength: 24 });
const interval = fc.constantFrom([], [12], [6, 12], [3, 6, 9, 12]);
const start = fc.constantFrom('202501', '202507', '202511');

describe('budget arithmetic per user and period', () => {
  it('reimburses at most the billable and the available amount, and reports the excess exactly', () => {
    fc.assert(
      fc.property(history, interval, start, (months, overflowInterval, from) => {
        const series = computeBudgetSeries(
          months.map((m, i) => ({ ...m, period: addMonths(from, i) })),
          { overflowInterval, overflowStarts: null },
        );
        for (const m of series) {
          expect(m.reimbursed).toBeLessThanOrEqual(m.billable);
          expect(m.reimbursed).toBeLessThanOrEqual(Math.max(0, m.available));
          expect(m.exceeded).toBe(Math.max(0, m.billable - m.available));
          expect(m.overflow).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('carries nothing into the month after an expiry month', () => {
    fc.assert(
      fc.property(history, interval, start, (months, overflowInterval, from) => {
        const series = computeBudgetSeries(
          months.map((m, i) => ({ ...m, period: addMonths(from, i) })),
          { overflowInterval, overflowStarts: null },
        );
        series.forEach((m, i) => {
          if (i > 0 && isExpiryMonth(series[i - 1]!.period, overflowInterval)) expect(m.overflow).toBe(0);
        });
      }),
    );
  });
});

describe('sumPeriodBudget', () => {
  it('sums hand-computed months', () => {
    const [a] = computeBudgetSeries(
      [{ period: '202611', monthlyBudget: 10000, deductions: 0, correction: 0, billable: 12345 }],
      {
        overflowInterval: [],
        overflowStarts: null,
      },
    );
    const [b] = computeBudgetSeries(
      [{ period: '202611', monthlyBudget: null, deductions: 0, correction: 0, billable: 0 }],
      {
        overflowInterval: [],
        overflowStarts: null,
      },
    );
    expect(sumPeriodBudget([a!, b!])).toEqual({
      monthlyBudget: 10000,
      overflow: 0,
      budgetUsage: 12345,
      budgetRemaining: 0,
      reimbursed: 10000,
      exceededBudget: 2345,
      userCount: 2,
      hasBudget: true,
    });
    expect(sumPeriodBudget([b!]).hasBudget).toBe(false);
    expect(sumPeriodBudget([]).userCount).toBe(0);
  });

  it('keeps the per-user invariants in the sum', () => {
    fc.assert(
      fc.property(fc.array(month, { maxLength: 20 }), (users) => {
        const months = users.map(
          (m) => computeBudgetSeries([{ ...m, period: '202611' }], { overflowInterval: [], overflowStarts: null })[0]!,
        );
        const totals = sumPeriodBudget(months);
        expect(totals.reimbursed).toBeLessThanOrEqual(totals.budgetUsage);
        expect(totals.reimbursed + totals.exceededBudget).toBeGreaterThanOrEqual(totals.budgetUsage);
        expect(totals.overflow).toBe(0);
        expect(totals.budgetRemaining).toBeGreaterThanOrEqual(0);
        expect(totals.userCount).toBe(users.length);
      }),
    );
  });
});
