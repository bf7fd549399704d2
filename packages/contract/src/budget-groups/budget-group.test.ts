import { describe, expect, it } from 'vitest';
import { earliestOverflowStart } from '../users/managed-user';
import { budgetAmountSchema, overflowIntervalKeyOf, overflowIntervalSchema } from './budget-group';

describe('overflow interval', () => {
  it.each([
    [[], 'NONE'],
    [[12], 'YEARLY'],
    [[6, 12], 'HALF_YEARLY'],
    [[3, 6, 9, 12], 'QUARTERLY'],
  ])('%j is %s', (months, key) => {
    expect(overflowIntervalKeyOf(months)).toBe(key);
  });

  it.each([[[3, 6, 9]], [[12, 12]], [[0]], [[1, 2, 3, 4, 5]]])('refuses %j', (months) => {
    expect(overflowIntervalSchema.safeParse(months).success).toBe(false);
  });
});

describe('budget amount', () => {
  it.each(['0', '50', '50.5', '100.00', '9999999999.99'])('accepts %s', (value) => {
    expect(budgetAmountSchema.safeParse(value).success).toBe(true);
  });
  it.each(['', '-1', '1.234', '1,50', 'ten', '1e3', '99999999999'])('refuses %s', (value) => {
    expect(budgetAmountSchema.safeParse(value).success).toBe(false);
  });
});

describe('earliest overflow start', () => {
  it.each([
    ['2026-11-21', '2026-12-01'],
    ['2026-12-31', '2027-01-01'],
    ['2027-01-01', '2027-02-01'],
  ])('after %s is %s', (today, expected) => {
    expect(earliestOverflowStart(today)).toBe(expected);
  });
});
