import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence in depth beside SameSite=Lax cookies: a state-changing request that a browser
 * sends from another site carries that site's Origin, and is refused.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]) {
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('ORIGIN_NOT_ALLOWED');
      return;
    }
    const own = `${request.protocol}://${request.host}`;
    if (origin !== own && !allowedOrigins.includes(origin)) throw new AppError('ORIGIN_NOT_ALLOWED');
  });
}
