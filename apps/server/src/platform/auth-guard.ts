import { mayCall } from '@mobilo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { Actor } from './request-context';
import { readSessionToken } from './session-cookie';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public route that reads the session when there is one (and ignores a broken one). */
    optionalSession?: boolean;
  }
}

/**
 * Every route needs a session unless its config says `public`. A route registered from a call
 * definition answers 403 here when the actor's role or rights do not grant the call, before its
 * input is read. Unknown routes are left to the not-found handler, so that a wrong address says
 * so instead of asking to sign in.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  /** The request is passed for what its route asks of the session read (its config). */
  resolveActor: (token: string, request: FastifyRequest) => Promise<Actor>,
) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const { public: isPublic, optionalSession, call } = request.routeOptions.config;
    const token = readSessionToken(request);
    if (isPublic) {
      if (optionalSession && token) request.actor = await resolveActor(token, request).catch(() => null);
      return;
    }
    if (!token) throw new AppError('UNAUTHENTICATED');
    request.actor = await resolveActor(token, request);
    if (call && !mayCall(call.access, request.actor)) throw new AppError('ACCESS_DENIED');
  });
}
