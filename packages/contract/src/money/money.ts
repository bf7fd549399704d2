/**
 * Money as integer cents. Amounts travel as decimal strings ("12.50") and are computed in whole
 * cents, so that sums and payroll exports are exact; binary floats never touch an amount.
 */

export type Cents = number;

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "12.5" -> 1250. Throws on anything that is not a plain decimal with at most two places. */
export function toCents(amount: string): Cents {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new Error(`Not a money amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** 1250 -> "12.50". */
export function fromCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type NumberFormat = 'de' | 'en';

/**
 * Parses a cost typed by a person. German format by default (1.234,56), English accepted
 * (1,234.56); returns cents or null when the text is not a number with at most two decimals.
 */
export function parseLocalizedAmount(text: string, format: NumberFormat = 'de'): Cents | null {
  const compact = text.trim().replace(/\s/g, '');
  if (compact === '') return null;
  const exact = parseInFormat(compact, format);
  if (exact !== null) return exact;
  // "12.50" is not German but means the same to everyone; a comma keeps its German meaning.
  if (format === 'de' && !compact.includes(',')) return parseInFormat(compact, 'en');
  // The other way round: "12,50" cannot be an English thousands group, so it is the German 12.50
  // the company's culture writes (spec 000 §1); "1,234" stays English.
  if (format === 'en' && !compact.includes('.')) return parseInFormat(compact, 'de');
  return null;
}

/** One format only: its decimal mark, optional thousands groups, at most two decimals. */
function parseInFormat(compact: string, format: NumberFormat): Cents | null {
  const decimal = format === 'de' ? ',' : '.';
  const thousands = format === 'de' ? '.' : ',';
  const grouped = new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+(\\${decimal}\\d{1,2})?$`);
  const plain = new RegExp(`^\\d+(\\${decimal}\\d{1,2})?$`);
  if (!grouped.test(compact) && !plain.test(compact)) return null;
  return toCents(compact.split(thousands).join('').replace(decimal, '.'));
}

/** Units of a rate with six decimals: "1.234567" -> 1234567. */
export function toMicros(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) throw new Error(`Not an exchange rate: ${rate}`);
  return BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

export function fromMicros(micros: bigint): string {
  const whole = micros / 1_000_000n;
  const fraction = (micros % 1_000_000n).toString().padStart(6, '0');
  return `${whole}.${fraction}`;
}

/**
 * Target cost = original cost x rate, rounded half away from zero to the cent. Exact: the product
 * is formed in integers (cents x micro-units) before the one rounding.
 */
export function convertCents(originalCents: Cents, rate: string): Cents {
  const micros = toMicros(rate);
  const product = BigInt(Math.abs(originalCents)) * micros;
  const rounded = (product + 500_000n) / 1_000_000n;
  const cents = Number(rounded);
  return originalCents < 0 ? -cents : cents;
}

/** Rate of base->target from two rates per EUR (ECB style), to six decimals, half up. */
export function crossRate(basePerEur: string, targetPerEur: string): string {
  const base = toMicros(basePerEur);
  const target = toMicros(targetPerEur);
  if (base === 0n) throw new Error('A rate of zero cannot be inverted');
  // target/base with six decimals: (target * 1e6 * 2 + base) / (2 * base) rounds half up.
  const scaled = (target * 1_000_000n * 2n + base) / (2n * base);
  return fromMicros(scaled);
}
