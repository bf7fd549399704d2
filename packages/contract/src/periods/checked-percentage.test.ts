import { describe, expect, it } from 'vitest';
import { checkedPercentageOf } from './checked-percentage';

describe('checkedPercentageOf', () => {
  it('rounds down so that 100 means every billable expense is checked', () => {
    expect(checkedPercentageOf(0, 0)).toBe(0);
    expect(checkedPercentageOf(0, 3)).toBe(0);
    expect(checkedPercentageOf(1, 3)).toBe(33);
    expect(checkedPercentageOf(2, 3)).toBe(66);
    expect(checkedPercentageOf(199, 200)).toBe(99);
    expect(checkedPercentageOf(3, 3)).toBe(100);
  });
});
