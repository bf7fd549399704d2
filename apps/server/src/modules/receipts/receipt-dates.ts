/**
 * Calendar days as receipts print them: 12.03.2026, 1.3.26, 12/03/2026, 2026-03-12, 2026/03/12,
 * 12-03-2026, "12. März 2026", "12 March 2026", "March 12, 2026", "12 Mar 26", "12-Mar-2026", "12MAR26".
 */

export interface FoundDate {
  /** YYYY-MM-DD */
  value: string;
  index: number;
}

// prettier-ignore
const MONTHS: Record<string, number> = {
  jan: 1, januar: 1, january: 1, jänner: 1, janner: 1,
  feb: 2, februar: 2, february: 2,
  mär: 3, mar: 3, märz: 3, marz: 3, maerz: 3, march: 3,
  apr: 4, april: 4,
  mai: 5, may: 5,
  jun: 6, juni: 6, june: 6,
  jul: 7, juli: 7, july: 7,
  aug: 8, august: 8,
  sep: 9, sept: 9, september: 9,
  okt: 10, oct: 10, oktober: 10, october: 10,
  nov: 11, november: 11,
  dez: 12, dec: 12, dezember: 12, december: 12,
};

const MONTH_NAME = '([A-Za-zÄÖÜäöü]{3,9})\\.?';
const NUMERIC = /(?<![\d.,/-])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\d]|[.,]\d)/g;
// Year first with dashes, slashes or dots: 2026-03-12, 2026/03/12, 2026.03.12.
const ISO = /(?<![\d.])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d]|[.,]\d)/g;
// "12 März 2026", "12. March 26", "12-Mar-2026", "12MAR26" (tickets).
const DAY_MONTH_NAME = new RegExp(
  `(?<!\\d)(\\d{1,2})(?:\\.?\\s+|-|\\s?)${MONTH_NAME}(?:\\s+|-|\\s?)(\\d{4}|\\d{2})(?!\\d)`,
  'g',
);
const MONTH_NAME_DAY = new RegExp(`(?<![A-Za-z])${MONTH_NAME}\\s+(\\d{1,2}),?\\s+(\\d{4})(?!\\d)`, 'g');

function toIso(year: number, month: number, day: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 2000 || fullYear > 2099 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

function monthOf(name: string): number | null {
  return MONTHS[name.toLowerCase()] ?? null;
}

/**
 * Every calendar day on a line. Slashed dates are day first (German and British receipts) unless
 * `monthFirst` says the receipt is American; a reading that is no calendar day is tried the other way.
 */
export function findDates(line: string, options: { monthFirst?: boolean } = {}): FoundDate[] {
  const found: FoundDate[] = [];
  const push = (value: string | null, index: number) => {
    if (value && !found.some((f) => f.index === index)) found.push({ value, index });
  };
  for (const m of line.matchAll(ISO)) push(toIso(Number(m[1]), Number(m[3]), Number(m[4])), m.index);
  for (const m of line.matchAll(NUMERIC)) {
    const [first, second, year] = [Number(m[1]), Number(m[3]), Number(m[4])];
    const monthFirst = m[2] === '/' && options.monthFirst === true;
    const value = monthFirst
      ? (toIso(year, first, second) ?? toIso(year, second, first))
      : (toIso(year, second, first) ?? (m[2] === '/' ? toIso(year, first, second) : null));
    push(value, m.index);
  }
  for (const m of line.matchAll(DAY_MONTH_NAME)) {
    const month = monthOf(m[2] ?? '');
    if (month) push(toIso(Number(m[3]), month, Number(m[1])), m.index);
  }
  for (const m of line.matchAll(MONTH_NAME_DAY)) {
    const month = monthOf(m[1] ?? '');
    if (month) push(toIso(Number(m[3]), month, Number(m[2])), m.index);
  }
  return found.sort((a, b) => a.index - b.index);
}
