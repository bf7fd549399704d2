import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReceiptMimeType } from '@mobilo/contract';
import { AppError } from '../app-error';
import { checkImage, MAX_IMAGE_PIXELS } from './image-check';
import { SNIFF_BYTES, sniffReceiptType } from '@mobilo/contract';

const WRITE_CHUNK_BYTES = 1024 * 1024;

export interface ReceivedFile {
  tempPath: string;
  size: number;
  sha256: string;
  mimeType: ReceiptMimeType;
}

/**
 * Streams an upload into a temporary file while counting, hashing and looking at its first bytes.
 * It stops as soon as the limit is passed or the content is not a receipt type, so nothing large
 * or foreign is ever written in full; on any failure the temporary file is removed.
 */
export async function receiveReceipt(source: Readable, tempDir: string, limitBytes: number): Promise<ReceivedFile> {
  const tempPath = path.join(tempDir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let mimeType: ReceiptMimeType | null = null;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limitBytes) return callback(new AppError('UPLOAD_FILE_SIZE_LIMIT', String(limitBytes)));
      if (mimeType === null) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          mimeType = sniffReceiptType(head);
          if (mimeType === null) return callback(new AppError('UPLOAD_FILE_UNSUPPORTED'));
        }
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    // Large writes: a receipt of many MiB goes to disk in a few hundred writes, not tens of thousands.
    await pipeline(source, inspect, createWriteStream(tempPath, { flags: 'wx', highWaterMark: WRITE_CHUNK_BYTES }));
    // A stream cut short by the multipart limit ends without an error; its flag tells.
    if ((source as Readable & { truncated?: boolean }).truncated)
      throw new AppError('UPLOAD_FILE_SIZE_LIMIT', String(limitBytes));
    mimeType ??= sniffReceiptType(head);
    if (size === 0) throw new AppError('UPLOAD_FILE_EMPTY');
    if (mimeType === null) throw new AppError('UPLOAD_FILE_UNSUPPORTED');
    if (mimeType !== 'application/pdf') {
      const verdict = await checkImage(tempPath, mimeType);
      if (verdict === 'too-large') throw new AppError('UPLOAD_IMAGE_TOO_LARGE', String(MAX_IMAGE_PIXELS / 1_000_000));
      if (verdict === 'damaged') throw new AppError('UPLOAD_INVALID_IMAGE');
    }
    return { tempPath, size, sha256: hash.digest('hex'), mimeType };
  } catch (error) {
    await rm(tempPath, { force: true });
    // Drain what is left so the client gets the answer instead of a stalled upload.
    source.resume();
    throw error;
  }
}
