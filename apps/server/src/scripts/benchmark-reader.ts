import { spawnSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_READ_LIMITS } from '../config';
import { stopRecogniser } from '../modules/receipts/ocr-engine';
import { readReceiptText } from '../modules/receipts/read-receipt-text';
import { extractReceiptFields } from '../modules/receipts/receipt-fields';
import { loadPhotoFixtures, PHOTO_FIXTURE_DIR } from '../modules/receipts/receipt-fixtures';
import { createPaddleEngine } from './paddle-ocr-engine.mjs';

/**
 * `npm run bench:reader -w @mobilo/server -- [--engine tesseract|paddle] [--only taxi] [--verbose]`: reads every
 * photographed receipt of the fixture set on one core and prints, per engine, how often total,
 * date and currency were right, the median and p95 time per receipt, and every miss. On a machine
 * with more cores it starts itself again pinned to one (`taskset`), since readings in production
 * share the server's cores.
 */
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    /** tesseract, paddle or all (PaddleOCR only where its packages are installed, see paddle-ocr-engine.mjs). */
    engine: { type: 'string', default: 'all' },
    verbose: { type: 'boolean', default: false },
    'all-cores': { type: 'boolean', default: false },
  },
});

if (!values['all-cores'] && availableParallelism() > 1) {
  const pinned = spawnSync('taskset', ['-c', '0', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  if (!pinned.error) process.exit(pinned.status ?? 1);
  console.log('taskset is missing: measuring on every core');
}

interface BenchEngine {
  name: string;
  read(file: string): Promise<string>;
  stop(): Promise<void>;
}

const tesseract: BenchEngine = {
  name: 'tesseract.js',
  async read(file) {
    const reading = await readReceiptText(file, 'image/jpeg', DEFAULT_READ_LIMITS);
    if (!('text' in reading)) throw new Error(`${file}: ${reading.reason}`);
    this.name = `${reading.engine} ${reading.version}`;
    return reading.text;
  },
  stop: stopRecogniser,
};
const engines: BenchEngine[] = values.engine === 'paddle' ? [] : [tesseract];
if (values.engine !== 'tesseract') {
  const paddle = await createPaddleEngine();
  if (paddle) engines.push(paddle);
  else console.log('PaddleOCR is not installed here (see src/scripts/paddle-ocr-engine.mjs): not measured');
}

const entries = loadPhotoFixtures().filter((e) => !values.only || e.file.includes(values.only));
const percent = (part: number) => `${part}/${entries.length} (${((100 * part) / entries.length).toFixed(0)} %)`;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

for (const engine of engines) {
  // The first reading starts the engine (models, WebAssembly); a server pays that once.
  await engine.read(path.join(PHOTO_FIXTURE_DIR, entries[0]!.file));
  const right = { totalAmount: 0, invoiceDate: 0, currency: 0 };
  const seconds: number[] = [];
  // CPU time of the process (its recognition thread included): what a reading costs a core, even
  // when other work shares the machine and stretches the wall-clock time.
  const cpuSeconds: number[] = [];
  const misses: string[] = [];
  for (const entry of entries) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const text = await engine.read(path.join(PHOTO_FIXTURE_DIR, entry.file));
    const fields = extractReceiptFields(text);
    const used = process.cpuUsage(cpu);
    seconds.push((performance.now() - started) / 1000);
    cpuSeconds.push((used.user + used.system) / 1e6);
    const wrong = (['totalAmount', 'invoiceDate', 'currency'] as const).filter((field) => {
      const ok = fields[field] === entry.truth[field];
      right[field] += Number(ok);
      return !ok;
    });
    if (wrong.length > 0) {
      misses.push(
        `  ${entry.file} (severity ${entry.severity}): ${wrong.map((f) => `${f} ${fields[f]} ≠ ${entry.truth[f]}`).join(', ')}`,
      );
      if (values.verbose) console.log(`--- ${entry.file}\n${text}`);
    }
  }
  await engine.stop();
  const sorted = [...seconds].sort((a, b) => a - b);
  const cpuSorted = [...cpuSeconds].sort((a, b) => a - b);
  console.log(`${engine.name}, ${entries.length} photographed receipts, one core`);
  console.log(`  right total    ${percent(right.totalAmount)}`);
  console.log(`  right date     ${percent(right.invoiceDate)}`);
  console.log(`  right currency ${percent(right.currency)}`);
  console.log(
    `  seconds per receipt: median ${quantile(sorted, 0.5).toFixed(2)}, p95 ${quantile(sorted, 0.95).toFixed(2)}`,
  );
  console.log(
    `  CPU seconds per receipt: median ${quantile(cpuSorted, 0.5).toFixed(2)}, p95 ${quantile(cpuSorted, 0.95).toFixed(2)}`,
  );
  console.log(`  load average while measuring: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
  console.log(misses.length > 0 ? `  misses:\n${misses.join('\n')}` : '  no misses');
}
