import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PHOTO_FIXTURE_DIR, type PhotoFixtureEntry } from '../modules/receipts/receipt-fixtures';
import { photographReceipt, pickStyle } from './receipt-photo';
import { randomSource, TEMPLATES } from './receipt-templates';
import { WORLD_TEMPLATES } from './receipt-templates-world';

/**
 * `npm run gen:receipt-photos -w @mobilo/server`: makes the photographed receipt set that the
 * reader's benchmark (`bench:reader`) and tests read, with the total, date and currency each
 * receipt states in truth.json. Deterministic: the same seed makes the same files.
 */
const COUNT = 36;

async function main() {
  const random = randomSource(20261127);
  rmSync(PHOTO_FIXTURE_DIR, { recursive: true, force: true });
  mkdirSync(PHOTO_FIXTURE_DIR, { recursive: true });
  const templates = [...WORLD_TEMPLATES, ...TEMPLATES];
  const entries: PhotoFixtureEntry[] = [];
  for (let index = 0; index < COUNT; index += 1) {
    const draft = templates[index % templates.length]!(random);
    // From good photos to bad ones, spread over every template.
    const severity = Number((((index * 7) % COUNT) / (COUNT - 1)).toFixed(2));
    const style = pickStyle(random, severity);
    const file = `${String(index + 1).padStart(2, '0')}-${draft.template}.jpg`;
    writeFileSync(path.join(PHOTO_FIXTURE_DIR, file), await photographReceipt(draft, style, random));
    const { totalAmount, invoiceDate, currency } = draft.truth;
    entries.push({ file, template: draft.template, severity, truth: { totalAmount, invoiceDate, currency } });
  }
  writeFileSync(path.join(PHOTO_FIXTURE_DIR, 'truth.json'), `${JSON.stringify(entries, null, 2)}\n`);
  console.log(`${entries.length} photographed receipts written`);
}

await main();
