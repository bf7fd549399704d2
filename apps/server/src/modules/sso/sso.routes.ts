import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ssoLoginPaths } from '@mobilo/contract';
import { z } from 'zod';
import { clientInfo } from '../../platform/client-info';
import { hashSessionToken, readSessionToken, setSessionCookie } from '../../platform/session-cookie';
import { finishSsoLogin, MS_CALLBACK_PATH, startSsoLogin } from './sso.service';

/** Browser navigations, not API calls: both answer with a redirect. */
export async function ssoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    ssoLoginPaths.MICROSOFT,
    {
      config: { public: true, rateLimit: 'method' },
      schema: { tags: ['auth'], querystring: z.object({ email: z.email().max(254).optional() }) },
    },
    async (request, reply) => reply.redirect(await startSsoLogin(app.deps, request.query.email)),
  );

  r.get(
    MS_CALLBACK_PATH,
    { config: { public: true, rateLimit: 'login' }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      const previous = readSessionToken(request);
      const { location, token } = await finishSsoLogin(
        app.deps,
        request.url,
        clientInfo(request),
        previous ? hashSessionToken(previous) : null,
        request.log,
      );
      if (token) setSessionCookie(reply, token, app.config.secureCookies);
      return reply.redirect(location);
    },
  );
}
