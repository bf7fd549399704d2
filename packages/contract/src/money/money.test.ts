import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertCents, crossRate, fromCents, parseLocalizedAmount, toCents } from './money';

describe('cents', () => {
  it('reads and writes decimal strings exactly', () => {
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('0.01')).toBe(1);
    expect(toCents('-3.07')).toBe(-307);
    expect(fromCents(1250)).toBe('12.50');
    expect(fromCents(-7)).toBe('-0.07');
    expect(() => toCents('1.234')).toThrow();
  });

  it('round-trips every amount', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => toCents(fromCents(c)) === c));
  });
});

describe('parseLocalizedAmount', () => {
  it('reads German format by default and English as well', () => {
    expect(parseLocalizedAmount('1.234,56')).toBe(123456);
    expect(parseLocalizedAmount('12,5')).toBe(1250);
    expect(parseLocalizedAmount('12.50')).toBe(1250);
    expect(parseLocalizedAmount('1,234.56', 'en')).toBe(123456);
    expect(parseLocalizedAmount('49', 'en')).toBe(4900);
  });

  it('reads the German decimal comma in the English interface where it cannot be a thousands group', () => {
    expect(parseLocalizedAmount('12,50', 'en')).toBe(1250);
    expect(parseLocalizedAmount('12,5', 'en')).toBe(1250);
    expect(parseLocalizedAmount('1.234,56', 'en')).toBeNull();
    // Three digits after the comma are an English thousands group.
    expect(parseLocalizedAmount('1,234', 'en')).toBe(123400);
  });

  it('refuses what is not a cost', () => {
    for (const text of ['', 'abc', '1,2,3', '12,3456', '1.2.3', '-5', '1e3']) {
      expect(parseLocalizedAmount(text, 'en'), text).toBeNull();
    }
    expect(parseLocalizedAmount('12,999')).toBeNull();
  });
});

describe('convertCents', () => {
  it('multiplies by the rate and rounds half up once', () => {
    expect(convertCents(1000, '1.000000')).toBe(1000);
    expect(convertCents(1000, '0.923456')).toBe(923);
    expect(convertCents(1, '0.500000')).toBe(1);
    expect(convertCents(12345, '1.234567')).toBe(15241);
  });

  it('is exact where floats are not', () => {
    // 0.1 * 3 in floats is 0.30000000000000004; here it is 30 cents.
    expect(convertCents(10, '3.000000')).toBe(30);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e10 }), (c) => convertCents(c, '1.000000') === c));
  });

  it('forms cross rates through EUR', () => {
    expect(crossRate('1.000000', '1.170000')).toBe('1.170000');
    expect(crossRate('0.870000', '1.000000')).toBe('1.149425');
    expect(crossRate('1.170000', '1.170000')).toBe('1.000000');
  });
});
