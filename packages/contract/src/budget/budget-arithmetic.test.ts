import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../vocabulary/period-string';
import {
  type BudgetMonthInput,
  budgetChartValues,
  budgetDisplay,
  budgetStatusOf,
  computeBudgetSeries,
  isExpiryMonth,
} from './budget-arithmetic';

const month = (period: string, billable: number, extra: Partial<BudgetMonthInput> = {}): BudgetMonthInput => ({
  period,
  monthlyBudget: 10000,
  deductions: 0,
  correction: 0,
  billable,
  ...extra,
});

describe('overflow intervals', () => {
  it('expires every month without an interval', () => {
    expect(isExpiryMonth('202605', [])).toBe(true);
    expect(isExpiryMonth('202612', [12])).toBe(true);
    expect(isExpiryMonth('202611', [12])).toBe(false);
  });
});

describe('computeBudgetSeries', () => {
  it('carries what is left into the next month until an expiry month', () => {
    const series = computeBudgetSeries(
      [month('202610', 3000), month('202611', 2000), month('202612', 25000), month('202701', 0)],
      { overflowInterval: [12], overflowStarts: null },
    );
    expect(series.map((m) => m.overflow)).toEqual([0, 7000, 15000, 0]);
    expect(series[2]).toMatchObject({ available: 25000, reimbursed: 25000, exceeded: 0, remaining: 0 });
    expect(series[3]!.available).toBe(10000);
  });

  it('reimburses at most what is available and reports the excess', () => {
    const [only] = computeBudgetSeries([month('202611', 12345, { deductions: 1000, correction: 500 })], {
      overflowInterval: [12],
      overflowStarts: null,
    });
    expect(only).toMatchObject({ available: 9500, reimbursed: 9500, exceeded: 2845, remaining: 0 });
  });

  it('starts overflow no earlier than budgetOverflowStarts', () => {
    const series = computeBudgetSeries([month('202609', 0), month('202610', 0), month('202611', 0)], {
      overflowInterval: [12],
      overflowStarts: '202611',
    });
    expect(series.map((m) => m.overflow)).toEqual([0, 0, 10000]);
  });

  it('never carries a negative balance', () => {
    const series = computeBudgetSeries([month('202610', 0, { deductions: 20000 }), month('202611', 0)], {
      overflowInterval: [],
      overflowStarts: null,
    });
    expect(series[0]).toMatchObject({ available: -10000, reimbursed: 0, remaining: 0 });
    expect(series[1]!.overflow).toBe(0);
  });

  const cents = fc.integer({ min: 0, max: 100_000 });
  const input = fc.array(
    fc.record({
      monthlyBudget: fc.option(cents, { nil: null }),
      deductions: cents,
      correction: fc.integer({ min: -50_000, max: 50_000 }),
      billable: cents,
    }),
    { minLength: 1, maxLength: 30 },
  );
  const interval = fc.constantFrom([], [12], [6, 12], [3, 6, 9, 12]);

  it('keeps its invariants for any history', () => {
    fc.assert(
      fc.property(input, interval, (months, overflowInterval) => {
        const periods = months.map((m, i) => ({ ...m, period: addMonths('202501', i) }));
        const series = computeBudgetSeries(periods, { overflowInterval, overflowStarts: null });
        series.forEach((m, i) => {
          expect(m.overflow).toBeGreaterThanOrEqual(0);
          expect(m.reimbursed).toBeLessThanOrEqual(m.billable);
          expect(m.reimbursed).toBeLessThanOrEqual(Math.max(0, m.available));
          expect(m.reimbursed).toBeGreaterThanOrEqual(0);
          expect(m.exceeded).toBeGreaterThanOrEqual(0);
          expect(m.remaining).toBeGreaterThanOrEqual(0);
          if (m.available >= 0) expect(m.reimbursed + m.exceeded).toBe(m.billable);
          if (i === 0 || overflowInterval.length === 0) expect(m.overflow).toBe(0);
        });
      }),
    );
  });

  it('never reimburses more than was granted in total', () => {
    fc.assert(
      fc.property(input, interval, (months, overflowInterval) => {
        const periods = months.map((m, i) => ({ ...m, period: addMonths('202501', i) }));
        const series = computeBudgetSeries(periods, { overflowInterval, overflowStarts: null });
        const granted = periods.reduce((s, m) => s + (m.monthlyBudget ?? 0) + Math.max(0, m.correction), 0);
        expect(series.reduce((s, m) => s + m.reimbursed, 0)).toBeLessThanOrEqual(granted);
      }),
    );
  });
});

describe('budget status and display', () => {
  it('derives the budget status', () => {
    expect(budgetStatusOf(null, 100)).toBe('UNASSIGNED');
    expect(budgetStatusOf(0, 100)).toBe('UNASSIGNED');
    expect(budgetStatusOf(100, 0)).toBe('CONSUMED');
    expect(budgetStatusOf(100, 1)).toBeNull();
  });

  it('caps the chart values', () => {
    expect(budgetChartValues(10000, 12000)).toEqual({ used: 10000, remaining: 0, usedPercent: 100 });
    expect(budgetChartValues(10000, 2500)).toEqual({ used: 2500, remaining: 7500, usedPercent: 25 });
    expect(budgetChartValues(0, 100).usedPercent).toBe(0);
  });

  it('shows the total budget as the specification says', () => {
    const base = { deductions: 0, correction: 0, companyMobilityBudget: null, detachCompanyMobilityBudget: false };
    expect(budgetDisplay({ ...base, monthlyBudget: 10000, overflowBudget: null }).totalBudget).toBeNull();
    expect(budgetDisplay({ ...base, monthlyBudget: 10000, overflowBudget: 500, deductions: 20000 }).totalBudget).toBe(
      0,
    );
    expect(budgetDisplay({ ...base, monthlyBudget: 10000, overflowBudget: 500, correction: 100 }).totalBudget).toBe(
      10600,
    );
    const company = { ...base, monthlyBudget: 10000, overflowBudget: 0, companyMobilityBudget: 20000 };
    expect(budgetDisplay(company).companyMobilityBudget).toBe(10000);
    expect(budgetDisplay({ ...company, detachCompanyMobilityBudget: true }).companyMobilityBudget).toBe(0);
  });
});
