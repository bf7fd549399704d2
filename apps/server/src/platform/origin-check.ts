import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that changes state because the specification fixes it as a GET (sign-out, unlinking
     * the city login): it is refused like a POST when another site sends it.
     */
    changesState?: boolean;
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence in depth beside SameSite=Lax cookies: a state-changing request that a browser
 * sends from another site carries that site's Origin (or Fetch Metadata saying so), and is
 * refused. GETs that change state are also refused when their Referer names another site, since
 * browsers send no Origin on a navigation; `Sec-Fetch-Site: none` (typed address, bookmark) passes.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = (request: FastifyRequest, origin: string | null) =>
    origin !== null && (origin === `${request.protocol}://${request.host}` || allowedOrigins.includes(origin));

  app.addHook('onRequest', async (request) => {
    const getThatChanges = request.routeOptions.config?.changesState === true;
    if (!stateChanging.has(request.method) && !getThatChanges) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!allowed(request, origin)) throw new AppError('ORIGIN_NOT_ALLOWED');
      return;
    }
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new AppError('ORIGIN_NOT_ALLOWED');
    if (!getThatChanges) return;
    // A sibling subdomain is "same-site" but not ours.
    if (site === 'same-site') throw new AppError('ORIGIN_NOT_ALLOWED');
    const referer = request.headers.referer;
    if (site === undefined && referer !== undefined && !allowed(request, originOf(referer))) {
      throw new AppError('ORIGIN_NOT_ALLOWED');
    }
  });
}
