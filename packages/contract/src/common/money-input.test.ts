import { describe, expect, it } from 'vitest';
import { moneyFromNumber, moneyInput, moneySchema } from './primitives';

describe('money sent as a JSON number', () => {
  it('takes a number with at most two decimals as its decimal string', () => {
    expect(moneyFromNumber(50)).toBe('50.00');
    expect(moneyFromNumber(12.5)).toBe('12.50');
    expect(moneyFromNumber(-3.25)).toBe('-3.25');
    expect(moneyFromNumber('7.10')).toBe('7.10');
  });

  it('leaves a number it would have to round as it is, so that it is refused', () => {
    const schema = moneyInput(moneySchema);
    expect(schema.safeParse(12.345).success).toBe(false);
    expect(schema.safeParse(1e21).success).toBe(false);
    expect(schema.safeParse(Number.NaN).success).toBe(false);
    expect(schema.parse(0.1)).toBe('0.10');
  });
});
