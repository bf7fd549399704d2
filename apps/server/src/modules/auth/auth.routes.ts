import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authCheckResponseSchema, loginRequestSchema, loginResponseSchema, logoutResponseSchema } from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor } from '../../platform/request-context';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../platform/session-cookie';
import { checkSession, login, logout } from './auth.service';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = app.config.secureCookies;

  r.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { token, response } = await login(app.db, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      // A new token at every sign-in: a cookie planted before sign-in never becomes a session.
      setSessionCookie(reply, token, secure);
      return response;
    },
  );

  r.get(
    '/auth/check',
    { schema: { tags: ['auth'], response: { 200: authCheckResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const actor = requireActor(request);
      return checkSession(app.db, actor.companyId, actor.userId);
    },
  );

  r.get(
    '/auth/logout',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await logout(app.db, readSessionToken(request));
      clearSessionCookie(reply, secure);
      return { loggedOut: true as const };
    },
  );
}
