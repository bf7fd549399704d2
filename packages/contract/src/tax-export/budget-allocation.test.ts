import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AllocatableExpense, allocateBudget, describeAllocation } from './budget-allocation';
import { taxCategories } from './tax-configuration';

const expense = (
  id: string,
  category: AllocatableExpense['category'],
  date: string,
  cost: number,
): AllocatableExpense => ({ id, category, date, cost });

describe('allocateBudget', () => {
  it('covers everything when the budget suffices', () => {
    const result = allocateBudget(
      [expense('a', 'TAXABLE', '2026-10-01', 1000), expense('b', 'TAX_FREE', '2026-10-02', 2000)],
      5000,
    );
    expect(result.expenses.map((e) => [e.id, e.reimbursed])).toEqual([
      ['b', 2000],
      ['a', 1000],
    ]);
    expect(result.explanation).toMatchObject({ available: 5000, billable: 3000, reimbursed: 3000, exceeded: 0 });
  });

  it('gives the budget to tax-free first, then flat-rate, then taxable, oldest first within one', () => {
    const result = allocateBudget(
      [
        expense('taxable', 'TAXABLE', '2026-10-01', 3000),
        expense('flat-late', 'FLAT_15', '2026-10-20', 2500),
        expense('flat-early', 'FLAT_15', '2026-10-03', 2500),
        expense('free', 'TAX_FREE', '2026-10-25', 5800),
      ],
      10000,
    );
    expect(result.expenses.map((e) => [e.id, e.reimbursed])).toEqual([
      ['free', 5800],
      ['flat-early', 2500],
      ['flat-late', 1700],
      ['taxable', 0],
    ]);
    expect(result.explanation.categories).toEqual([
      { category: 'TAX_FREE', expenseCount: 1, billable: 5800, reimbursed: 5800, notReimbursed: 0 },
      { category: 'FLAT_15', expenseCount: 2, billable: 5000, reimbursed: 4200, notReimbursed: 800 },
      { category: 'TAXABLE', expenseCount: 1, billable: 3000, reimbursed: 0, notReimbursed: 3000 },
    ]);
    expect(result.explanation.exceeded).toBe(3800);
  });

  it('reimburses nothing from a negative budget', () => {
    const result = allocateBudget([expense('a', 'TAX_FREE', '2026-10-01', 1000)], -500);
    expect(result.explanation).toMatchObject({ reimbursed: 0, exceeded: 1500 });
  });

  it('breaks ties of the same date by id, so the result does not depend on input order', () => {
    const one = allocateBudget(
      [expense('b', 'TAXABLE', '2026-10-01', 100), expense('a', 'TAXABLE', '2026-10-01', 100)],
      150,
    );
    expect(one.expenses.map((e) => [e.id, e.reimbursed])).toEqual([
      ['a', 100],
      ['b', 50],
    ]);
  });

  it('always reimburses min(billable, max(0, available)) to the cent, never more than an expense costs', () => {
    const arbitraryExpense = fc.record({
      id: fc.uuid(),
      category: fc.constantFrom(...taxCategories),
      date: fc.integer({ min: 1, max: 28 }).map((day) => `2026-10-${String(day).padStart(2, '0')}`),
      cost: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryExpense, { maxLength: 30 }),
        fc.integer({ min: -50_000, max: 500_000 }),
        (list, available) => {
          const result = allocateBudget(list, available);
          const billable = list.reduce((sum, e) => sum + e.cost, 0);
          expect(result.explanation.reimbursed).toBe(Math.min(billable, Math.max(0, available)));
          for (const e of result.expenses) expect(e.reimbursed).toBeGreaterThanOrEqual(0);
          for (const e of result.expenses) expect(e.reimbursed).toBeLessThanOrEqual(e.cost);
          // Nothing of a later category is paid while an earlier one is left unpaid.
          const firstShort = result.expenses.findIndex((e) => e.reimbursed < e.cost);
          if (firstShort >= 0)
            expect(result.expenses.slice(firstShort + 1).every((e) => e.reimbursed === 0)).toBe(true);
        },
      ),
    );
  });
});

describe('describeAllocation', () => {
  const { explanation } = allocateBudget(
    [expense('a', 'TAX_FREE', '2026-10-01', 5800), expense('b', 'FLAT_15', '2026-10-02', 7200)],
    10000,
  );

  it('explains in German with decimal commas', () => {
    expect(describeAllocation(explanation, 'de', 'EUR')).toBe(
      'Budget 100,00 EUR; abrechenbar 130,00; erstattet 100,00 (steuerfrei 58,00, pauschal 15 % 42,00); nicht erstattet (Budget überschritten) 30,00.',
    );
  });

  it('explains in English', () => {
    expect(describeAllocation(explanation, 'en', 'EUR')).toBe(
      'Budget 100.00 EUR; billable 130.00; reimbursed 100.00 (tax-free 58.00, flat-rate 15 % 42.00); not reimbursed (budget exceeded) 30.00.',
    );
  });
});
