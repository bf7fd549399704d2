import { describe, expect, it } from 'vitest';
import { allocateBudget } from './budget-allocation';
import { commuteAllowanceOf, commuteAllowanceRateOf } from './commute-allowance';
import { capFlatRate, describeFlatRateCap } from './flat-rate-cap';
import { taxCategoryOf } from './tax-category';

describe('Entfernungspauschale', () => {
  it('is 0.38 EUR from the first km from 2026 and 0.30/0.38 before', () => {
    expect(commuteAllowanceRateOf(2026)).toMatchObject({ firstKmCents: 38, from21stKmCents: 38 });
    expect(commuteAllowanceRateOf(2027)).toMatchObject({ firstKmCents: 38 });
    expect(commuteAllowanceRateOf(2025)).toMatchObject({ firstKmCents: 30, from21stKmCents: 38 });
    // 14 km × 20 days × 0.38
    expect(commuteAllowanceOf('202602', { commuteDistanceKm: 14, workingDaysPerMonth: 20 })).toBe(10640);
    // 2025: 20 km × 0.30 + 5 km × 0.38 per day, 10 days
    expect(commuteAllowanceOf('202511', { commuteDistanceKm: 25, workingDaysPerMonth: 10 })).toBe(7900);
    expect(commuteAllowanceOf('202602', { commuteDistanceKm: null, workingDaysPerMonth: 20 })).toBeNull();
  });
});

describe('capFlatRate', () => {
  const allocation = allocateBudget(
    [
      { id: 'taxi-1', category: 'FLAT_15', date: '2026-02-02', cost: 60000 },
      { id: 'taxi-2', category: 'FLAT_15', date: '2026-02-10', cost: 65000 },
      { id: 'ticket', category: 'TAX_FREE', date: '2026-02-01', cost: 5800 },
    ],
    200000,
  );

  it('flat-taxes up to the allowance, oldest first, and books the rest as taxable', () => {
    const capped = capFlatRate(allocation.expenses, 10640);
    expect(capped.amounts).toEqual({ TAX_FREE: 5800, FLAT_15: 10640, TAXABLE: 125000 - 10640 });
    expect(capped.excessById.get('taxi-1')).toBe(60000 - 10640);
    expect(capped.excessById.get('taxi-2')).toBe(65000);
    expect(capped.cap).toEqual({ allowance: 10640, flatReimbursed: 125000, flatTaxed: 10640, movedToTaxable: 114360 });
    expect(describeFlatRateCap(capped.cap, 'de')).toBe(
      'Pauschal 15 % höchstens bis zur Entfernungspauschale 106,40: 1143,60 steuerpflichtig.',
    );
  });

  it('books everything taxable without a commute distance, and nothing changes below the cap', () => {
    expect(capFlatRate(allocation.expenses, null).amounts).toEqual({ TAX_FREE: 5800, FLAT_15: 0, TAXABLE: 125000 });
    expect(describeFlatRateCap(capFlatRate(allocation.expenses, null).cap, 'en')).toContain(
      'Without a commute distance',
    );
    const below = capFlatRate(allocation.expenses, 500000);
    expect(below.amounts.FLAT_15).toBe(125000);
    expect(below.excessById.size).toBe(0);
    expect(describeFlatRateCap(below.cap, 'en')).toBeNull();
  });

  it('never flat-taxes a bicycle purchase', () => {
    const context = { netWageAvailable: true, netWageLists: null, flat15Active: true };
    expect(taxCategoryOf({ type: 'BICYCLE', tripToWork: true, origin: 'HOME' }, context)).toBe('TAXABLE');
    expect(taxCategoryOf({ type: 'TAXI', tripToWork: true, origin: 'HOME' }, context)).toBe('FLAT_15');
  });
});
