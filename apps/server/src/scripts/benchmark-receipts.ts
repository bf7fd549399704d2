import { parseArgs } from 'node:util';
import { stopRecogniser } from '../modules/receipts/ocr-engine';
import { DEFAULT_READ_LIMITS } from '../config';
import { readReceiptText } from '../modules/receipts/read-receipt-text';
import { extractReceiptFields } from '../modules/receipts/receipt-fields';
import { type FixtureEntry, fixtureMime, fixturePath, loadFixtures } from '../modules/receipts/receipt-fixtures';
import { createReceiptReader } from '../modules/receipts/receipt-reader';

/**
 * `npm run bench:receipts -w @mobilo/server -- [--kind image] [--verbose]`: reads every receipt
 * of the fixture set in this process, as the reading process does, and prints per kind how often
 * total, date, currency and number were right, the time per receipt and the memory growth.
 */
const { values } = parseArgs({
  options: {
    kind: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    /** Read through the reading process, as the server does, and watch this process's memory. */
    process: { type: 'boolean', default: false },
  },
});
const reader = values.process ? createReceiptReader(DEFAULT_READ_LIMITS) : null;
const read = (entry: FixtureEntry) =>
  reader
    ? reader.read(fixturePath(entry), fixtureMime(entry))
    : readReceiptText(fixturePath(entry), fixtureMime(entry), DEFAULT_READ_LIMITS);

const entries = loadFixtures().filter((e) => !values.kind || e.kind === values.kind);

interface Tally {
  count: number;
  total: number;
  date: number;
  currency: number;
  number: number;
  ms: number[];
  engines: Set<string>;
}
const tallies = new Map<string, Tally>();
const baseline = process.memoryUsage().rss;
let peak = baseline;

for (const entry of entries) {
  const started = performance.now();
  const reading = await read(entry);
  const fields = 'text' in reading ? extractReceiptFields(reading.text) : null;
  const ms = performance.now() - started;
  peak = Math.max(peak, process.memoryUsage().rss);
  const tally = tallies.get(entry.kind) ?? {
    count: 0,
    total: 0,
    date: 0,
    currency: 0,
    number: 0,
    ms: [],
    engines: new Set(),
  };
  tally.count += 1;
  tally.total += Number(fields?.totalAmount === entry.truth.totalAmount);
  tally.date += Number(fields?.invoiceDate === entry.truth.invoiceDate);
  tally.currency += Number(fields?.currency === entry.truth.currency);
  tally.number += Number(fields?.invoiceNumber === entry.truth.invoiceNumber);
  tally.ms.push(ms);
  tally.engines.add(`${reading.engine} ${reading.version}`);
  tallies.set(entry.kind, tally);
  if (values.verbose) {
    const wrong = (['totalAmount', 'invoiceDate', 'currency', 'invoiceNumber'] as const).filter(
      (field) => fields?.[field] !== entry.truth[field],
    );
    console.log(
      `${entry.file} ${ms.toFixed(0)} ms ${wrong.map((f) => `${f}: ${fields?.[f]} ≠ ${entry.truth[f]}`).join('; ')}`,
    );
  }
}
await stopRecogniser();
await reader?.stop();

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
for (const [kind, t] of tallies) {
  const sorted = [...t.ms.slice(1)].sort((a, b) => a - b);
  // The first receipt of a kind pays for starting the engine (process, models); the rest do not.
  const warm = t.ms.slice(1);
  const mean = warm.reduce((a, b) => a + b, 0) / Math.max(warm.length, 1);
  console.log(
    `${kind} (${t.count}, ${[...t.engines].join(', ')}): total ${percent(t.total, t.count)}, date ${percent(t.date, t.count)}, ` +
      `currency ${percent(t.currency, t.count)}, number ${percent(t.number, t.count)}; ` +
      `mean ${mean.toFixed(0)} ms and p95 ${sorted[Math.floor(sorted.length * 0.95)]?.toFixed(0)} ms after the first, first ${t.ms[0]?.toFixed(0)} ms`,
  );
}
const where = reader ? 'this process (reading in a separate process)' : 'this process (reading in it)';
console.log(
  `memory of ${where}: rss ${(baseline / 2 ** 20).toFixed(0)} MiB before, ${(peak / 2 ** 20).toFixed(0)} MiB peak`,
);
