/** One ECB reference rate: units of `currency` per EUR on `rateDate`. */
export interface EcbRate {
  currency: string;
  rateDate: string;
  rate: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const RATE = /^\d+(\.\d+)?$/;

/** Six decimals, rounded half up, from the ECB's text (it never sends more than six significant). */
function normaliseRate(text: string): string | null {
  if (!RATE.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= 6) return `${whole}.${fraction.padEnd(6, '0')}`;
  const scaled = BigInt(whole! + fraction.slice(0, 6)) + (Number(fraction[6]) >= 5 ? 1n : 0n);
  const digits = scaled.toString().padStart(7, '0');
  return `${digits.slice(0, -6)}.${digits.slice(-6)}`;
}

/**
 * The ECB history CSV (eurofxref-hist.csv): a header `Date,USD,JPY,…` and one row per business
 * day; `N/A` or empty cells mean no rate that day.
 */
export function parseEcbHistoryCsv(text: string): EcbRate[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = lines
    .shift()
    ?.split(',')
    .map((cell) => cell.trim());
  if (!header || header[0] !== 'Date') throw new Error('Not an ECB history CSV: the first column must be Date');
  const rates: EcbRate[] = [];
  for (const line of lines) {
    const cells = line.split(',').map((cell) => cell.trim());
    const rateDate = cells[0]!;
    if (!DATE.test(rateDate)) throw new Error(`Not a date in the ECB history: ${rateDate}`);
    header.forEach((currency, i) => {
      if (i === 0 || !CURRENCY.test(currency)) return;
      const rate = normaliseRate(cells[i] ?? '');
      if (rate !== null && rate !== '0.000000') rates.push({ currency, rateDate, rate });
    });
  }
  return rates;
}

/** The ECB daily XML (eurofxref-daily.xml): `<Cube time='…'>` around `<Cube currency='…' rate='…'/>`. */
export function parseEcbDailyXml(text: string): EcbRate[] {
  const rates: EcbRate[] = [];
  const dayPattern = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]\s*>([\s\S]*?)<\/Cube>/g;
  for (const day of text.matchAll(dayPattern)) {
    const rateDate = day[1]!;
    for (const cube of day[2]!.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([\d.]+)['"]\s*\/>/g)) {
      const rate = normaliseRate(cube[2]!);
      if (rate !== null) rates.push({ currency: cube[1]!, rateDate, rate });
    }
  }
  if (rates.length === 0) throw new Error('No rates found in the ECB daily XML');
  return rates;
}
