import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
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
  const ascii = file.originalName.replace(/[^\x20-\x7e]/g, '_');
  return reply
    .type(file.mimeType)
    .header('content-length', String(file.size))
    .header('cache-control', 'private, no-store')
    .header(
      'content-security-policy',
      disposition === 'inline' ? "frame-ancestors 'self'" : "default-src 'none'; sandbox",
    )
    .header('x-frame-options', disposition === 'inline' ? 'SAMEORIGIN' : 'DENY')
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    )
    .send(stream);
}
