import type { FastifyInstance } from 'fastify';
import { authCalls as calls } from '@mobilo/contract';
import { clientInfo } from '../../platform/client-info';
import { route } from '../../platform/route';
import {
  clearSessionCookie,
  hashSessionToken,
  readSessionToken,
  setSessionCookie,
} from '../../platform/session-cookie';
import { checkSession, login, logout } from './auth.service';
import { impersonate, listUsersToImpersonate, unimpersonate } from './impersonation.service';

/** Spec 001 §7 "Sign-in": the session calls; paths, schemas and access come from the contract. */
export async function authRoutes(app: FastifyInstance) {
  const secure = app.deps.config.secureCookies;
  const previousTokenHash = (token: string | null) => (token ? hashSessionToken(token) : null);

  route(app, calls.login, async ({ deps, actor, body, request, reply }) => {
    const { token, response } = await login(deps, actor, {
      credentials: body,
      client: clientInfo(request),
      previousTokenHash: previousTokenHash(readSessionToken(request)),
    });
    // A new token at every sign-in: a cookie planted before sign-in never becomes a session.
    setSessionCookie(reply, token, secure);
    return response;
  });
  route(app, calls.check, ({ deps, actor, request }) => checkSession(deps, actor, request.sessionUser), {
    presentsSessionUser: true,
  });
  route(app, calls.logout, async ({ deps, actor, request, reply }) => {
    await logout(deps, actor, { token: readSessionToken(request) });
    clearSessionCookie(reply, secure);
    return { loggedOut: true as const };
  });
  route(app, calls.impersonate, async ({ deps, actor, body, request, reply }) => {
    const { token, response } = await impersonate(deps, actor, { userId: body.userId, client: clientInfo(request) });
    setSessionCookie(reply, token, secure);
    return response;
  });
  route(app, calls.unimpersonate, async ({ deps, actor, request, reply }) => {
    const { token, response } = await unimpersonate(deps, actor, { client: clientInfo(request) });
    setSessionCookie(reply, token, secure);
    return response;
  });
  route(app, calls.usersToImpersonate, ({ deps, actor }) => listUsersToImpersonate(deps, actor));
}
