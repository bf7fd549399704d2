import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './file-names';

/**
 * Answers with a file to save: the name travels in content-disposition (plain ASCII and UTF-8),
 * which the web app reads (spec 000 §7 "Downloads are read as files").
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; size: number | null; body: Readable | Buffer },
) {
  reply
    .type(file.mimeType)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', contentDisposition('attachment', file.fileName));
  if (file.size !== null) reply.header('content-length', String(file.size));
  return reply.send(file.body);
}
