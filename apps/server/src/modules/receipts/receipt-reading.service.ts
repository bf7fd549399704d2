import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServiceDeps } from '../../platform/app-context';
import type { FileStorage } from '../../platform/files/file-storage';
import { NO_ENGINE, type ReceiptMime, type TextReading } from './reading-types';
import type { ReceiptReader } from './receipt-reader';
import { extractReceiptFields } from './receipt-fields';
import { findFileRow, type ReadingValues, saveReadingRow } from './receipts.repository';

const EMPTY = { totalAmount: null, invoiceDate: null, currency: null, invoiceNumber: null };

/** What is stored for a reading: the fields found, or why there are none. */
export function readingValues(reading: TextReading): ReadingValues {
  const engine = { engine: reading.engine, engineVersion: reading.version };
  if ('reason' in reading) return { ...EMPTY, ...engine, status: 'UNREADABLE', unreadableReason: reading.reason };
  if (reading.text.trim() === '') return { ...EMPTY, ...engine, status: 'UNREADABLE', unreadableReason: 'NO_TEXT' };
  const fields = extractReceiptFields(reading.text);
  const found = Object.values(fields).some((value) => value !== null);
  return found
    ? { ...fields, ...engine, status: 'READ', unreadableReason: null }
    : { ...EMPTY, ...engine, status: 'UNREADABLE', unreadableReason: 'NO_FIELDS' };
}

/** Copies a stored receipt to a temporary file, stopping once it passes `maxBytes`. */
async function copyToTemp(storage: FileStorage, key: string, maxBytes: number): Promise<string | null> {
  const tempPath = path.join(storage.tempDir, `reading-${randomUUID()}`);
  let copied = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      copied += chunk.length;
      done(copied > maxBytes ? new Error('too large') : null, chunk);
    },
  });
  try {
    await pipeline(await storage.open(key), bounded, createWriteStream(tempPath, { flags: 'wx' }));
    return tempPath;
  } catch (error) {
    await rm(tempPath, { force: true });
    if (copied > maxBytes) return null;
    throw error;
  }
}

/**
 * Reads one stored receipt and stores what it states. A file replaced or deleted meanwhile is
 * skipped; a file that cannot be read gets an UNREADABLE row with the reason.
 */
export async function readStoredReceipt(
  { db, storage, clock, config }: ServiceDeps,
  { companyId, fileId, reader }: { companyId: string; fileId: string; reader: ReceiptReader },
): Promise<void> {
  const { limits } = config.receiptReading;
  const file = await findFileRow(db, companyId, fileId);
  if (!file) return;
  let reading: TextReading;
  const tempPath = file.size > limits.maxBytes ? null : await copyToTemp(storage, file.storageKey, limits.maxBytes);
  try {
    reading = tempPath
      ? await reader.read(tempPath, file.mimeType as ReceiptMime)
      : { reason: 'TOO_LARGE', ...NO_ENGINE };
  } finally {
    if (tempPath) await rm(tempPath, { force: true });
  }
  await db.transaction(async (tx) => {
    // The expense may have lost this file while it was read; its reading goes with it.
    if (!(await findFileRow(tx, companyId, fileId))) return;
    await saveReadingRow(tx, companyId, fileId, { ...readingValues(reading), readAt: clock() });
  });
}
