import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { receiptFileName } from './file-names';
import { type ReceivedFile, receiveReceipt } from './receive-upload';

/** Room for the multipart envelope around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

export interface ReceivedUpload extends ReceivedFile {
  originalName: string;
}

/**
 * Reads exactly one file from the multipart field `field` into a temporary file. A declared body
 * beyond the limit is refused before reading; a second file, a missing file or a file that grows
 * beyond the limit while streaming is refused with nothing kept.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  field: string,
  tempDir: string,
  limitBytes: number,
): Promise<ReceivedUpload> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limitBytes + ENVELOPE_BYTES) throw new AppError('UPLOAD_FILE_SIZE_LIMIT', String(limitBytes));
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let received: ReceivedUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || received !== null) {
        part.file.resume();
        throw new AppError(
          received !== null ? 'UPLOAD_MULTIPLE_FILES' : 'INVALID_INPUT',
          received !== null ? null : `body.${part.fieldname}`,
        );
      }
      const file = await receiveReceipt(part.file, tempDir, limitBytes);
      received = { ...file, originalName: receiptFileName(part.filename, file.mimeType) };
    }
  } catch (error) {
    if (received) await rm(received.tempPath, { force: true });
    throw mapMultipartError(error, limitBytes);
  }
  if (!received) throw new AppError('UPLOAD_NO_FILE');
  return received;
}

function mapMultipartError(error: unknown, limitBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('UPLOAD_FILE_SIZE_LIMIT', String(limitBytes));
  if (code === 'FST_FILES_LIMIT') return new AppError('UPLOAD_MULTIPLE_FILES');
  if (code?.startsWith('FST_')) return new AppError('BAD_REQUEST', code);
  // The multipart parser reports a cut-off body, a missing boundary or a broken part header with a
  // plain Error without code; failures of the disk always carry one (ENOSPC, EACCES...).
  if (error instanceof Error && code === undefined) return new AppError('BAD_REQUEST', null);
  return error;
}
