import { describe, expect, it } from 'vitest';
import { addMonths, periodRange } from '@mobilo/contract';
import { budgetOfMonth } from './budget-of-month';
import { userBudgetSeries } from './budget-series';

describe('budget of a month from the latest expiry month on', () => {
  const periods = periodRange('202401', '202612');
  const intervals = [[], [12], [6, 12], [3, 6, 9, 12], [5]];
  // Spending that leaves some months under and some over the budget, so overflow matters.
  const billable = periods.map((periodString, i) => ({
    periodString,
    billable: ['0.00', '35.50', '180.00', '99.99', '12.00'][i % 5]!,
  }));
  const deductions = [{ periodString: '202503', amount: '20.00' }];
  const corrections = [
    { periodString: '202508', amount: '-15.00' },
    { periodString: '202602', amount: '40.00' },
  ];

  it('agrees with the whole series from the first month for every interval and month', () => {
    for (const overflowInterval of intervals) {
      for (const budgetOverflowStarts of [null, '2025-02-01']) {
        const user = {
          monthlyBudget: null,
          budgetOverflowStarts,
          registerDate: new Date('2024-03-15T00:00:00Z'),
          createdAt: new Date('2024-01-01T00:00:00Z'),
          group: { budget: '100.00', overflowInterval },
        };
        const sums = { billable, deductions, corrections };
        const full = userBudgetSeries(user, user.group, periods, sums);
        for (const month of periodRange('202403', '202612')) {
          const window = periods.filter((p) => p >= addMonths(month, -11));
          expect(budgetOfMonth(user, window, sums, month), `${overflowInterval} ${month}`).toEqual(
            full.find((m) => m.period === month),
          );
        }
      }
    }
  });

  it('answers an empty month before the first active month', () => {
    const user = {
      monthlyBudget: '50.00',
      budgetOverflowStarts: null,
      registerDate: null,
      createdAt: new Date('2026-06-01T00:00:00Z'),
      group: null,
    };
    expect(budgetOfMonth(user, periods, { billable: [], deductions: [], corrections: [] }, '202601')).toMatchObject({
      monthlyBudget: 5000,
      available: 0,
    });
  });
});
