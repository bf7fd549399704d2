import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptPrivacyPolicyRequestSchema,
  acceptPrivacyPolicyResponseSchema,
  changeLanguageRequestSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  changeSettingsResponseSchema,
  changeTimezoneRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  tokenUserSchema,
  userTokenParamsSchema,
} from '@mobilo/contract';
import { clientInfo } from '../../platform/client-info';
import { errorResponses } from '../../platform/openapi';
import { requireActor } from '../../platform/request-context';
import { hashSessionToken, readSessionToken, setSessionCookie } from '../../platform/session-cookie';
import { getTokenUser, register, requestPasswordReset, resetPassword } from './account.service';
import { acceptPrivacyPolicy, changeLanguage, changePassword, changeTimezone } from './settings.service';

export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tokenErrors = errorResponses(400, 403, 429);

  r.post(
    '/user/forgot-password',
    {
      config: { public: true, rateLimit: 'forgot' },
      schema: {
        tags: ['users'],
        body: forgotPasswordRequestSchema,
        response: { 200: forgotPasswordResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      requestPasswordReset(app.deps, request.body.email);
      return { requested: true as const };
    },
  );

  r.post(
    '/user/reset-password/:token',
    {
      config: { public: true, rateLimit: 'reset' },
      schema: {
        tags: ['users'],
        params: userTokenParamsSchema,
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema, ...tokenErrors },
      },
    },
    async (request) => {
      await resetPassword(app.deps, request.params.token, request.body.password);
      return { reset: true as const };
    },
  );

  r.get(
    '/user/token/:token',
    {
      config: { public: true, rateLimit: 'register' },
      schema: { tags: ['users'], params: userTokenParamsSchema, response: { 200: tokenUserSchema, ...tokenErrors } },
    },
    async (request) => getTokenUser(app.deps, request.params.token),
  );

  r.post(
    '/api/v3/user/register/:token',
    {
      config: { public: true, rateLimit: 'register' },
      schema: {
        tags: ['users'],
        params: userTokenParamsSchema,
        body: registerRequestSchema,
        response: { 200: registerResponseSchema, ...tokenErrors },
      },
    },
    async (request, reply) => {
      const previous = readSessionToken(request);
      const { token, response } = await register(
        app.deps,
        request.params.token,
        request.body,
        clientInfo(request),
        previous ? hashSessionToken(previous) : null,
      );
      setSessionCookie(reply, token, app.config.secureCookies);
      return response;
    },
  );

  r.post(
    '/user/change-password',
    {
      schema: {
        tags: ['users'],
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await changePassword(app.deps, requireActor(request), request.body);
      return { changed: true as const };
    },
  );

  // The path is not in the specification (docs/adr/0014).
  r.post(
    '/api/v3/user/privacy-policy/accept',
    {
      schema: {
        tags: ['users'],
        body: acceptPrivacyPolicyRequestSchema,
        response: { 200: acceptPrivacyPolicyResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => acceptPrivacyPolicy(app.deps, requireActor(request), request.body.version),
  );

  r.patch(
    '/user/settings/change-language',
    {
      schema: {
        tags: ['users'],
        body: changeLanguageRequestSchema,
        response: { 200: changeSettingsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => changeLanguage(app.deps, requireActor(request), request.body.language),
  );

  r.patch(
    '/user/settings/change-timezone',
    {
      schema: {
        tags: ['users'],
        body: changeTimezoneRequestSchema,
        response: { 200: changeSettingsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => changeTimezone(app.deps, requireActor(request), request.body.timezone),
  );
}
