import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import type { Actor } from './request-context';
import { readSessionToken } from './session-cookie';

/**
 * Every route needs a session unless its config says `public`. Unknown routes are left to the
 * not-found handler, so that a wrong address says so instead of asking to sign in.
 */
export function registerAuthGuard(app: FastifyInstance, resolveActor: (token: string) => Promise<Actor>) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const token = readSessionToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    request.actor = await resolveActor(token);
  });
}
