import { z } from 'zod';

export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'currency');
export const DEFAULT_CURRENCY = 'EUR';

/** Exchange rates are shown and stored with six decimals. */
export const exchangeRateSchema = z.string().regex(/^\d{1,6}(\.\d{1,6})?$/, 'exchangeRate');

/** The symbol of a currency in a language, from the platform's own table (about 170 codes). */
export function currencySymbol(code: string, language: string): string {
  try {
    const parts = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}
