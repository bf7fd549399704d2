import { describe, expect, it } from 'vitest';
import { currencySymbol, exchangeRateSchema } from './currency';

describe('currencies', () => {
  it('knows the symbols of currencies and falls back to the code', () => {
    expect(currencySymbol('EUR', 'de-DE')).toBe('€');
    expect(currencySymbol('USD', 'en-GB')).toBe('$');
    expect(currencySymbol('CHF', 'de-DE')).toBe('CHF');
    expect(currencySymbol('XYZ', 'en-GB')).toBe('XYZ');
  });

  it('takes rates with up to six decimals', () => {
    expect(exchangeRateSchema.safeParse('1.161200').success).toBe(true);
    expect(exchangeRateSchema.safeParse('1.1612001').success).toBe(false);
    expect(exchangeRateSchema.safeParse('-1').success).toBe(false);
  });
});
