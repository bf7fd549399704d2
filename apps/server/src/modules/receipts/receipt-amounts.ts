/**
 * Amounts as receipts print them: "1.234,56" (German), "1,234.56" (English), "1'234.56"
 * (Swiss), with or without a currency next to them. Every amount a receipt states has two decimals;
 * a number without them is a quantity, a percentage or a code, never a price.
 */

/** An amount found on a line: the exact decimal string and where it stood. */
export interface FoundAmount {
  value: string;
  index: number;
  end: number;
}

// Digits with optional thousands groups, then a decimal comma or point and two digits. The
// look-behind keeps "12.03.2026" and "4711-12,50" from yielding parts of other numbers.
const AMOUNT = /(?<![\d.,'])(-\s?)?(\d{1,3}(?:[.,'\u202f]\d{3})+|\d+)([.,])(\d{2})(?![.,]?\d)(?!\s*%)/g;

/** Every amount on a line, as a decimal string with a point and two decimals ("1234.56"). */
export function findAmounts(line: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  for (const match of line.matchAll(AMOUNT)) {
    const [whole, minus, integer = '', separator, decimals = ''] = match;
    const groupSeparators = integer.replace(/\d/g, '');
    // "1.234.56" or "1,234,56": the decimal separator repeats a group separator, so it is no amount.
    if (groupSeparators.includes(separator ?? '')) continue;
    if (new Set(groupSeparators).size > 1) continue;
    const digits = integer.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
    found.push({
      value: `${minus ? '-' : ''}${digits}.${decimals}`,
      index: match.index,
      end: match.index + whole.length,
    });
  }
  return found;
}

/** Compares two decimal amount strings without binary floats. */
export function compareAmounts(a: string, b: string): number {
  const toCents = (value: string) => BigInt(value.replace('.', ''));
  const difference = toCents(a) - toCents(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}
