import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginErrorCodes, ssoCalls as calls, ssoLoginPaths } from '@mobilo/contract';
import { z } from 'zod';
import { clientInfo } from '../../platform/client-info';
import { route } from '../../platform/route';
import { hashSessionToken, readSessionToken, setSessionCookie } from '../../platform/session-cookie';
import {
  connectCityLogin,
  disconnectCityLogin,
  finishCityLogin,
  M_LOGIN_CALLBACK_PATH,
  startCityLogin,
} from './city-login.service';
import {
  authMethod,
  type CallbackResult,
  finishSsoLogin,
  loginErrorUrl,
  MS_CALLBACK_PATH,
  startSsoLogin,
} from './sso.service';

type Finish = typeof finishSsoLogin;

/**
 * The web app's calls come from the contract. The provider entries and callbacks are browser
 * navigations that redirect: those stay registered by hand.
 */
export async function ssoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const callback = (finish: Finish) => async (request: FastifyRequest, reply: FastifyReply) => {
    const previous = readSessionToken(request);
    const result: CallbackResult = await finish(app.deps, request.actor, {
      callbackPathAndQuery: request.url,
      client: clientInfo(request),
      previousTokenHash: previous ? hashSessionToken(previous) : null,
    });
    if (result.token) setSessionCookie(reply, result.token, app.deps.config.secureCookies);
    return reply.redirect(result.location);
  };

  /**
   * A provider entry is a browser navigation: a provider that cannot be reached or a broken
   * setting must bring the person back to the login page with a message, not to a JSON page.
   */
  const startOrBack = async (reply: FastifyReply, log: FastifyRequest['log'], start: () => Promise<string>) => {
    try {
      return reply.redirect(await start());
    } catch (error) {
      log.error({ err: error }, 'single sign-on could not start');
      return reply.redirect(loginErrorUrl(loginErrorCodes.ssoFailed));
    }
  };

  route(app, calls.method, ({ deps, actor, query }) => authMethod(deps, actor, query));
  route(app, calls.disconnectCityLogin, ({ deps, actor }) => disconnectCityLogin(deps, actor));
  route(app, calls.connectCityLogin, ({ deps, actor }) => connectCityLogin(deps, actor));

  r.get(
    ssoLoginPaths.MICROSOFT,
    {
      config: { public: true, rateLimit: 'method' },
      schema: { tags: ['auth'], querystring: z.object({ email: z.email().max(254).optional() }) },
    },
    (request, reply) =>
      startOrBack(reply, request.log, () => startSsoLogin(app.deps, request.actor, { email: request.query.email })),
  );
  r.get(
    MS_CALLBACK_PATH,
    { config: { public: true, rateLimit: 'login' }, schema: { tags: ['auth'] } },
    callback(finishSsoLogin),
  );

  r.get(
    ssoLoginPaths.M_LOGIN,
    { config: { public: true, rateLimit: 'method' }, schema: { tags: ['auth'] } },
    (request, reply) => startOrBack(reply, request.log, () => startCityLogin(app.deps, request.actor)),
  );
  r.get(
    M_LOGIN_CALLBACK_PATH,
    { config: { public: true, rateLimit: 'login' }, schema: { tags: ['auth'] } },
    callback(finishCityLogin),
  );
}
