import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers with a file to save: the name travels in content-disposition (plain ASCII and UTF-8),
 * which the web app reads (spec 000 §7 "Downloads are read as files").
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; size: number | null; body: Readable | Buffer },
) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|"/g, '_');
  reply
    .type(file.mimeType)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
  if (file.size !== null) reply.header('content-length', String(file.size));
  return reply.send(file.body);
}
