import type { FastifyInstance } from 'fastify';
import { accountCalls as calls } from '@mobilo/contract';
import { clientInfo } from '../../platform/client-info';
import { route } from '../../platform/route';
import { hashSessionToken, readSessionToken, setSessionCookie } from '../../platform/session-cookie';
import { getTokenUser, register, requestPasswordReset, resetPassword } from './account.service';
import { getFeedbackPassword } from './feedback-password.service';
import { acceptPrivacyPolicy, changeLanguage, changePassword, changeTimezone } from './settings.service';

/** The session user's own account and the mailed links; paths, schemas and access from the contract. */
export async function accountRoutes(app: FastifyInstance) {
  route(app, calls.forgotPassword, async ({ deps, actor, body }) => {
    requestPasswordReset(deps, actor, body);
    return { requested: true as const };
  });
  route(app, calls.resetPassword, async ({ deps, actor, params, body }) => {
    await resetPassword(deps, actor, { token: params.token, password: body.password });
    return { reset: true as const };
  });
  route(app, calls.tokenUser, ({ deps, actor, params }) => getTokenUser(deps, actor, params));
  route(app, calls.register, async ({ deps, actor, params, body, request, reply }) => {
    const previous = readSessionToken(request);
    const { token, response } = await register(deps, actor, {
      token: params.token,
      registration: body,
      client: clientInfo(request),
      previousTokenHash: previous ? hashSessionToken(previous) : null,
    });
    setSessionCookie(reply, token, deps.config.secureCookies);
    return response;
  });
  route(app, calls.changePassword, async ({ deps, actor, body }) => {
    await changePassword(deps, actor, body);
    return { changed: true as const };
  });
  route(app, calls.acceptPrivacyPolicy, ({ deps, actor, body }) => acceptPrivacyPolicy(deps, actor, body));
  route(app, calls.changeLanguage, ({ deps, actor, body }) => changeLanguage(deps, actor, body));
  route(app, calls.changeTimezone, ({ deps, actor, body }) => changeTimezone(deps, actor, body));
  route(app, calls.feedbackPassword, ({ deps, actor }) => getFeedbackPassword(deps, actor));
}
