import { rm } from 'node:fs/promises';
import type { CombinedReceiptReading } from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import type { ReceivedUpload } from '../../platform/files/multipart';
import type { Actor } from '../../platform/request-context';
import { NO_ENGINE, type ReceiptMime } from './reading-types';
import { readingValues } from './receipt-reading.service';
import type { ReceiptReader } from './receipt-reader';

/**
 * POST /api/v3/receipts/read: reads a receipt the employee is about to attach and answers what
 * it states, for the form to suggest. Nothing is stored; a receipt that cannot be read answers
 * empty fields, never an error (the upload itself is what counts).
 */
export async function suggestFromReceipt(
  { storage, config }: ServiceDeps,
  _actor: Actor,
  { reader, receive }: { reader: ReceiptReader; receive: (tempDir: string) => Promise<ReceivedUpload> },
): Promise<CombinedReceiptReading> {
  const { limits } = config.receiptReading;
  const upload = await receive(storage.tempDir);
  try {
    const reading =
      upload.size > limits.maxBytes
        ? ({ reason: 'TOO_LARGE', ...NO_ENGINE } as const)
        : await reader.read(upload.tempPath, upload.mimeType as ReceiptMime);
    const { totalAmount, invoiceDate, currency, invoiceNumber } = readingValues(reading);
    return {
      totalAmount: totalAmount ?? null,
      invoiceDate: invoiceDate ?? null,
      currency: currency ?? null,
      invoiceNumber: invoiceNumber ?? null,
    };
  } finally {
    await rm(upload.tempPath, { force: true });
  }
}
