import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ReceiptMimeType } from '@mobilo/contract';
import { contentDisposition, receiptFileName } from '../../platform/files/file-names';
import type { ExpenseFileRow } from './expenses.repository';

/**
 * Sends a receipt's bytes: as a download, or inline for the preview frame of the app itself.
 * A download may never run as a page of ours (sandboxed, no framing).
 */
export function sendReceipt(
  reply: FastifyReply,
  { file, stream }: { file: ExpenseFileRow; stream: Readable },
  disposition: 'attachment' | 'inline',
): FastifyReply {
  return (
    reply
      .type(file.mimeType)
      .header('content-length', String(file.size))
      .header('cache-control', 'private, no-store')
      .header(
        'content-security-policy',
        disposition === 'inline' ? "frame-ancestors 'self'" : "default-src 'none'; sandbox",
      )
      .header('x-frame-options', disposition === 'inline' ? 'SAMEORIGIN' : 'DENY')
      // Names stored before the extension followed the content are corrected on the way out.
      .header(
        'content-disposition',
        contentDisposition(disposition, receiptFileName(file.originalName, file.mimeType as ReceiptMimeType)),
      )
      .send(stream)
  );
}
