import { compareAmounts, type FoundAmount, findAmounts } from './receipt-amounts';
import { findDates } from './receipt-dates';

/** What the text of one receipt states (spec §3 "Receipt-read (OCR) result", without the file). */
export interface ReceiptFields {
  totalAmount: string | null;
  invoiceDate: string | null;
  currency: string | null;
  invoiceNumber: string | null;
}

/**
 * Words that name the amount to pay, strongest first. A receipt lists item prices, subtotals and
 * VAT lines as well; the total is the amount beside the strongest of these words.
 */
const TOTAL_WORDS: { pattern: RegExp; rank: number }[] = [
  {
    pattern:
      /\b(gesamtbetrag|endbetrag|rechnungsbetrag|zahlbetrag|zu zahlen|grand total|amount due|total due|balance due|amount paid|total paid|total amount|bruttobetrag|totale complessivo|totale da pagare|net [àa] payer|a pagare|montant ttc|total ttc)\b/i,
    rank: 4,
  },
  // Recognition reads "rn" for "m" and "0" for "O" on thermal prints: "Surnme", "Gesarnt", "T0TAL".
  { pattern: /\b(gesamtpreis|gesamtsumme|summe brutto|gesamt brutto|t[o0]tale?|montant|importo)\b/i, rank: 3 },
  {
    pattern:
      /\b(gesamt|gesarnt|su(?:mm|rnm|mrn|rnrn)e|betrag|amount|fahrpreis|ticketpreis|preis|price|fare|bezahlt|paid|to pay|jumlah)\b/i,
    rank: 2,
  },
];

/** Lines whose amount is a part of the total, a tax, or the cash handed over: never the total. */
const NOT_TOTAL =
  /\b(zwischensumme|sub-?total[e]?|sous-total|netto|net|excl|exkl|zzgl|mwst|ust|vat|tax|steuer|iva|tva|ht|imponibile|rabatt|discount|sconto|remise|gegeben|rückgeld|ruckgeld|wechselgeld|change|tendered|cash|contanti|resto|rendu|bar|trinkgeld|tip|pourboire|pfand|deposit)\b|%/i;
/** "Total incl. VAT", "Gesamt inkl. MwSt.": the tax word does not make such a line a part. */
const INCLUDING = /\b(inkl|incl|including|inklusive|brutto|gross)\b/i;

// An amount right after or before a sign: "Fr. 12.50", "12.50 Fr.", "RM 23.50" (so that "Fr." for
// Friday before a date, or "RM" in a word, names no currency).
const NEXT_TO_AMOUNT = (sign: string) =>
  new RegExp(`(?<![A-Za-z])${sign}\\s?-?\\d[\\d'.,]*[.,]\\d{2}(?![.\\d])|\\d[.,]\\d{2}\\s?${sign}(?![A-Za-z])`);
const CURRENCY_SIGNS: { pattern: RegExp; code: string }[] = [
  { pattern: /€|(?<![A-Za-z])euro?(?![A-Za-z])/i, code: 'EUR' },
  { pattern: /£/, code: 'GBP' },
  { pattern: NEXT_TO_AMOUNT('S?Fr\\.'), code: 'CHF' },
  { pattern: NEXT_TO_AMOUNT('RM'), code: 'MYR' },
  { pattern: /(?<![A-Za-z])(A\$|AU\$)/, code: 'AUD' },
  { pattern: /(?<![A-Za-z])(C\$|CA\$)/, code: 'CAD' },
  { pattern: /(?<![A-Za-z])HK\$/, code: 'HKD' },
  { pattern: /(?<![A-Za-z])S\$/, code: 'SGD' },
  { pattern: /(?<![A-Za-z])(US\$|\$)/, code: 'USD' },
  // Recognition often reads the dollar of "US$" as an S or a 5.
  { pattern: /(?<![A-Za-z])US[S5](?![A-Za-z\d])/, code: 'USD' },
  { pattern: /₹/, code: 'INR' },
  { pattern: /₺/, code: 'TRY' },
  { pattern: /zł/, code: 'PLN' },
  { pattern: /Kč/, code: 'CZK' },
];
// Signs that contain another one: "A$ 12.00" names AUD, not also USD.
const CONTAINED: Record<string, string[]> = { USD: ['AUD', 'CAD', 'HKD', 'SGD'] };
const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
// Three capitals standing alone: "EUR", "CHF 12.00", "12,00 EUR"; checked against ISO 4217 below.
const CODE = /(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/g;
// Words that look like codes on receipts but are none (and would be valid ISO codes).
const NOT_CODES = new Set(['ALL', 'TOP', 'BAM', 'CUP', 'MOP']);

// Every German compound on "-datum" (Rechnungs-, Buchungs-, Reisedatum), also when recognition
// misreads its first letters ("guchungsdatum"); the due and birth dates among them are excluded below.
const DATE_WORDS =
  /\b([a-zäöüß]*datum|invoice date|receipt date|date of issue|issue date|order date|date|ausgestellt|issued|tarikh|fecha|data)\b/i;
const NOT_DATE_WORDS =
  /\b(gültig bis|gultig bis|valid until|valid to|expires|fällig|fallig|fälligkeitsdatum|falligkeitsdatum|zahlbar|due|ablauf|ablaufdatum|verfallsdatum|geburtsdatum)\b/i;

const NUMBER_WORDS =
  /\b(rechnungs-?\s?(?:nr|nummer|no)|rechnung\s+nr|beleg-?\s?(?:nr|nummer)|bon-?\s?(?:nr|nummer)|kassenbon-?\s?nr|quittungs-?\s?(?:nr|nummer)|auftrags-?\s?(?:nr|nummer)|buchungs-?\s?(?:nr|nummer)|ticket-?\s?(?:nr|nummer)|fahrschein-?\s?(?:nr|nummer)|invoice\s*(?:no|number|nr|#)|receipt\s*(?:no|number|#)|order\s*(?:no|number|#)|ticket\s*(?:no|number|#)|booking\s*(?:reference|ref|no))\b\.?/i;
const NUMBER_VALUE = /^[\s.:#]*([A-Z0-9][A-Z0-9\-/]{2,29})/i;

// "RM 94 47" at the end of a line: a currency, then units and two digits split by a space where
// recognition lost a faint decimal point. Only beside a currency, so "Tisch 12 34" stays as it is.
const LOST_DECIMAL_POINT = /(?<![A-Za-z])([A-Z]{3}|RM|S?Fr\.|[€£$])\s?(\d{1,6}) (\d{2})(?=\s*$)/g;

/**
 * Undoes what recognition does to numbers on thermal paper and photos: a letter O read for a zero
 * between digits ("2O26", "12,5O"), and a space put beside the decimal separator ("23, 80").
 */
export function repairOcrNumbers(line: string): string {
  return line
    .replace(/(?<=\d[.,]?)[Oo](?=[\d.,]|\b)/g, '0')
    .replace(/(?<=\d[.,]?)[Oo](?=[\d.,]|\b)/g, '0')
    .replace(/(?<=\d) ?([.,]) (?=\d{2}(?!\d))/g, '$1')
    .replace(/(?<=\d) ([.,])(?=\d{2}(?!\d))/g, '$1')
    .replace(LOST_DECIMAL_POINT, (whole, sign: string, units: string, cents: string) =>
      /^[A-Z]{3}$/.test(sign) && !KNOWN_CURRENCIES.has(sign) ? whole : `${sign} ${units}.${cents}`,
    );
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => repairOcrNumbers(line.replace(/[ \t\u00a0]+/g, ' ').trim()))
    .filter((line) => line !== '');
}

function isPartLine(line: string): boolean {
  const part = NOT_TOTAL.exec(line);
  if (!part) return false;
  // "Net à payer" is the French amount to pay, not a net amount.
  if (/\bnet [àa] payer\b/i.test(line)) return false;
  // "Gesamt inkl. 19% MwSt 23,80": the tax is part of the total's own label.
  return !(
    INCLUDING.test(line) &&
    TOTAL_WORDS.some((w) => w.pattern.test(line)) &&
    !/zwischen|sub-?total|netto|\bnet\b/i.test(line)
  );
}

/** The amounts of a total line: on it, or alone on the next line when a layout breaks them apart. */
function amountsOf(all: string[], at: number): FoundAmount[] {
  const own = findAmounts(all[at] ?? '');
  if (own.length > 0) return own;
  // Only a line that holds nothing but the amount (and its currency) belongs to the label above it.
  const next = all[at + 1] ?? '';
  return /[A-Za-zÄÖÜäöü]/.test(next.replace(CODE, '').replace(/S?Fr\./g, '')) ? [] : findAmounts(next);
}

function findTotal(all: string[]): { value: string; line: number } | null {
  let best: { value: string; line: number; rank: number } | null = null;
  all.forEach((line, index) => {
    if (isPartLine(line)) return;
    const rank = TOTAL_WORDS.find((w) => w.pattern.test(line))?.rank;
    if (!rank) return;
    // On a total line the amount to pay is the last one ("Total 2 items 12,50").
    const amount = amountsOf(all, index).at(-1);
    if (!amount || amount.value.startsWith('-')) return;
    // The strongest word wins; between equals the larger amount, since parts are never larger.
    if (!best || rank > best.rank || (rank === best.rank && compareAmounts(amount.value, best.value) > 0)) {
      best = { value: amount.value, line: index, rank };
    }
  });
  if (best) return best;
  // No word for the total: the largest amount that is not a part of it.
  let largest: { value: string; line: number } | null = null;
  all.forEach((line, index) => {
    if (isPartLine(line)) return;
    for (const amount of findAmounts(line)) {
      if (amount.value.startsWith('-')) continue;
      if (!largest || compareAmounts(amount.value, largest.value) > 0) largest = { value: amount.value, line: index };
    }
  });
  return largest;
}

function currenciesOn(line: string): string[] {
  const codes: string[] = [];
  for (const m of line.matchAll(CODE)) {
    const code = m[1] ?? '';
    if (KNOWN_CURRENCIES.has(code) && !NOT_CODES.has(code)) codes.push(code);
  }
  const signs = CURRENCY_SIGNS.filter((sign) => sign.pattern.test(line)).map((sign) => sign.code);
  for (const code of signs) {
    if (!(CONTAINED[code] ?? []).some((wider) => signs.includes(wider))) codes.push(code);
  }
  return codes;
}

/**
 * Titles the law of one euro country prescribes for its receipts, which then often print no
 * currency at all: the Italian "documento commerciale" (the till receipt since 2020).
 */
const NATIONAL_RECEIPT_TITLES: { pattern: RegExp; code: string }[] = [
  { pattern: /\bdocumento commerciale\b/i, code: 'EUR' },
];

/**
 * The currency beside the total, else the one the receipt names most often, else the one of the
 * country whose legal receipt title it carries.
 */
function findCurrency(all: string[], totalLine: number | null): string | null {
  if (totalLine !== null) {
    const beside = currenciesOn(all[totalLine] ?? '')[0] ?? currenciesOn(all[totalLine + 1] ?? '')[0];
    if (beside) return beside;
  }
  const counts = new Map<string, number>();
  for (const line of all) for (const code of currenciesOn(line)) counts.set(code, (counts.get(code) ?? 0) + 1);
  const named = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (named) return named;
  return NATIONAL_RECEIPT_TITLES.find((title) => all.some((line) => title.pattern.test(line)))?.code ?? null;
}

/** The date beside a date word ("Datum", "Invoice date"), else the first date that is not a due date. */
function findDate(all: string[], monthFirst: boolean): string | null {
  let first: string | null = null;
  for (const [index, line] of all.entries()) {
    if (NOT_DATE_WORDS.test(line)) continue;
    const dates = findDates(line, { monthFirst });
    const labelled = DATE_WORDS.test(line)
      ? (dates[0] ?? findDates(all[index + 1] ?? '', { monthFirst })[0])
      : undefined;
    if (labelled) return labelled.value;
    first ??= dates[0]?.value ?? null;
  }
  return first;
}

function findInvoiceNumber(all: string[]): string | null {
  for (const [index, line] of all.entries()) {
    const word = NUMBER_WORDS.exec(line);
    if (!word) continue;
    const after = line.slice(word.index + word[0].length);
    const value =
      NUMBER_VALUE.exec(after)?.[1] ?? (after.trim() === '' ? NUMBER_VALUE.exec(all[index + 1] ?? '')?.[1] : undefined);
    // A number holds digits, or is a booking code in capitals ("QXKTMB"); "Rechnungsnummer: siehe
    // unten" names none.
    if (value && (/\d/.test(value) || /^[A-Z]{5,}$/.test(value))) return value.replace(/[-/]+$/, '');
  }
  return null;
}

/** Separates two readings of the same receipt in one text (a photo read a second time). */
export const READING_SEPARATOR = '\f';

/**
 * Reads total, date, currency and invoice number from a receipt's text. A text of several readings
 * of the same receipt (`READING_SEPARATOR`) gives each field from the first reading that states it;
 * a total comes with the currency of its own reading.
 */
export function extractReceiptFields(text: string): ReceiptFields {
  const [first, ...others] = text.split(READING_SEPARATOR).map(fieldsOfReading);
  const fields = first!;
  for (const other of others) {
    if (fields.totalAmount === null && other.totalAmount !== null) {
      fields.totalAmount = other.totalAmount;
      fields.currency ??= other.currency;
    }
    fields.invoiceDate ??= other.invoiceDate;
    fields.currency ??= other.currency;
    fields.invoiceNumber ??= other.invoiceNumber;
  }
  return fields;
}

function fieldsOfReading(text: string): ReceiptFields {
  const all = lines(text);
  const total = findTotal(all);
  const currency = findCurrency(all, total?.line ?? null);
  return {
    totalAmount: total?.value ?? null,
    invoiceDate: findDate(all, currency === 'USD'),
    currency,
    invoiceNumber: findInvoiceNumber(all),
  };
}
