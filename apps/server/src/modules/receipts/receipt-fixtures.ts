import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReceiptMime } from './reading-types';
import type { ReceiptFields } from './receipt-fields';

/** The committed receipt set (made by `npm run gen:receipt-fixtures`) that tests and the benchmark read. */
export const FIXTURE_DIR = fileURLToPath(new URL('./fixtures/', import.meta.url));

export interface FixtureEntry {
  file: string;
  kind: 'text-pdf' | 'image' | 'scanned-pdf';
  template: string;
  language: 'de' | 'en';
  truth: { [K in keyof ReceiptFields]: string };
}

export function loadFixtures(): FixtureEntry[] {
  return JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'truth.json'), 'utf8')) as FixtureEntry[];
}

/**
 * The photographed set (made by `npm run gen:receipt-photos`): receipts from shops, restaurants,
 * taxis and tickets in several languages and currencies, photographed as badly as real ones.
 */
export const PHOTO_FIXTURE_DIR = fileURLToPath(new URL('./fixtures/photos/', import.meta.url));

export interface PhotoFixtureEntry {
  file: string;
  template: string;
  /** 0 = a good photo, 1 = the worst we accept. */
  severity: number;
  truth: Pick<FixtureEntry['truth'], 'totalAmount' | 'invoiceDate' | 'currency'>;
}

export function loadPhotoFixtures(): PhotoFixtureEntry[] {
  return JSON.parse(readFileSync(path.join(PHOTO_FIXTURE_DIR, 'truth.json'), 'utf8')) as PhotoFixtureEntry[];
}

export const fixturePath = (entry: FixtureEntry) => path.join(FIXTURE_DIR, entry.file);
export const fixtureMime = (entry: FixtureEntry): ReceiptMime =>
  entry.file.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg';
