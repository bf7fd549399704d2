import type { FastifyRequest } from 'fastify';

/** Where a request came from, for sessions and audit events. */
export function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
