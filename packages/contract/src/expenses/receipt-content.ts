import type { ReceiptMimeType } from './upload-expense-file';

/**
 * Recognises a receipt by its first bytes, never by its name or declared type: the server checks
 * every upload with it, and the browser before it sends one.
 */
export function sniffReceiptType(head: Uint8Array): ReceiptMimeType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

/** How many first bytes `sniffReceiptType` needs. */
export const SNIFF_BYTES = 8;
