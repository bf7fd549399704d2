import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_READ_LIMITS } from '../../config';
import { stopRecogniser } from './ocr-engine';
import { readReceiptText } from './read-receipt-text';
import { extractReceiptFields } from './receipt-fields';
import { loadPhotoFixtures, PHOTO_FIXTURE_DIR } from './receipt-fixtures';

/**
 * Photographed receipts of the committed set, recognised and read as the reading process does.
 * Recognising all 36 takes minutes on a small machine, so this reads a few of different kinds,
 * currencies and severities; `npm run bench:reader -w @mobilo/server` reads the whole set and
 * prints the accuracy.
 */
const SUBSET = ['02-restaurant-gb.jpg', '05-taxi-my.jpg', '07-ticket-ch.jpg', '23-taxi-my.jpg', '24-shop-us.jpg'];

afterAll(stopRecogniser);

describe('reading photographed receipts', () => {
  const entries = loadPhotoFixtures().filter((entry) => SUBSET.includes(entry.file));

  it('has every receipt of the subset in the set', () => {
    expect(entries.map((entry) => entry.file).sort()).toEqual([...SUBSET].sort());
  });

  it.each(SUBSET)('reads total, date and currency of %s', { timeout: 120_000 }, async (file) => {
    const entry = entries.find((candidate) => candidate.file === file)!;
    const reading = await readReceiptText(path.join(PHOTO_FIXTURE_DIR, file), 'image/jpeg', DEFAULT_READ_LIMITS);
    expect(reading).toHaveProperty('text');
    const fields = extractReceiptFields('text' in reading ? reading.text : '');
    expect({ totalAmount: fields.totalAmount, invoiceDate: fields.invoiceDate, currency: fields.currency }).toEqual(
      entry.truth,
    );
  });
});
