import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authCheckResponseSchema,
  impersonateRequestSchema,
  impersonateResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  usersToImpersonateResponseSchema,
} from '@mobilo/contract';
import { clientInfo } from '../../platform/client-info';
import { errorResponses } from '../../platform/openapi';
import { requireActor } from '../../platform/request-context';
import {
  clearSessionCookie,
  hashSessionToken,
  readSessionToken,
  setSessionCookie,
} from '../../platform/session-cookie';
import { checkSession, login, logout } from './auth.service';
import { impersonate, listUsersToImpersonate, unimpersonate } from './impersonation.service';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = app.config.secureCookies;
  const previousTokenHash = (token: string | null) => (token ? hashSessionToken(token) : null);

  r.post(
    '/auth/login',
    {
      config: { public: true, rateLimit: 'login' },
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { token, response } = await login(
        app.deps,
        request.body,
        clientInfo(request),
        previousTokenHash(readSessionToken(request)),
      );
      // A new token at every sign-in: a cookie planted before sign-in never becomes a session.
      setSessionCookie(reply, token, secure);
      return response;
    },
  );

  r.get(
    '/auth/check',
    { schema: { tags: ['auth'], response: { 200: authCheckResponseSchema, ...errorResponses(401) } } },
    async (request) => checkSession(app.db, requireActor(request)),
  );

  r.get(
    '/auth/logout',
    {
      config: { public: true, changesState: true },
      schema: { tags: ['auth'], response: { 200: logoutResponseSchema } },
    },
    async (request, reply) => {
      await logout(app.db, readSessionToken(request));
      clearSessionCookie(reply, secure);
      return { loggedOut: true as const };
    },
  );

  r.post(
    '/auth/impersonate',
    {
      schema: {
        tags: ['auth'],
        body: impersonateRequestSchema,
        response: { 200: impersonateResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { token, response } = await impersonate(
        app.deps,
        requireActor(request),
        request.body.userId,
        clientInfo(request),
      );
      setSessionCookie(reply, token, secure);
      return response;
    },
  );

  r.post(
    '/auth/unimpersonate',
    { schema: { tags: ['auth'], response: { 200: impersonateResponseSchema, ...errorResponses(401, 409) } } },
    async (request, reply) => {
      const { token, response } = await unimpersonate(app.deps, requireActor(request), clientInfo(request));
      setSessionCookie(reply, token, secure);
      return response;
    },
  );

  r.get(
    '/api/v3/user/users-to-impersonate',
    { schema: { tags: ['users'], response: { 200: usersToImpersonateResponseSchema, ...errorResponses(401) } } },
    async (request) => listUsersToImpersonate(app.deps, requireActor(request)),
  );
}
