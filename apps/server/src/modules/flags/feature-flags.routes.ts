import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  featureFlagParamsSchema,
  featureFlagResponseSchema,
  featureFlagSettingsQuerySchema,
  featureFlagSettingsResponseSchema,
  setFeatureFlagParamsSchema,
  setFeatureFlagRequestSchema,
  setFeatureFlagResponseSchema,
} from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRole } from '../../platform/request-context';
import { changeFeatureFlag, getFeatureFlag, listFeatureFlagSettings } from './feature-flags.service';

export async function featureFlagRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Public: the maintenance flag decides what a visitor sees before signing in. With a session
  // the company's own value applies.
  r.get(
    '/api/v3/feature-flag/:name',
    {
      config: { public: true, optionalSession: true },
      schema: {
        tags: ['feature-flags'],
        params: featureFlagParamsSchema,
        response: { 200: featureFlagResponseSchema },
      },
    },
    async (request) => getFeatureFlag(app.db, request.actor?.companyId ?? null, request.params.name),
  );

  // The operator's overview of the defaults and one company's values (docs/adr/0014).
  r.get(
    '/api/v3/feature-flag',
    {
      schema: {
        tags: ['feature-flags'],
        querystring: featureFlagSettingsQuerySchema,
        response: { 200: featureFlagSettingsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireRole(requireActor(request), ['GOD']);
      return listFeatureFlagSettings(app.db, request.query.companyId ?? null);
    },
  );

  // The operator alone sets flags, globally or for one company (docs/adr/0009).
  r.post(
    '/api/v3/feature-flag/:name',
    {
      schema: {
        tags: ['feature-flags'],
        params: setFeatureFlagParamsSchema,
        body: setFeatureFlagRequestSchema,
        response: { 200: setFeatureFlagResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      requireRole(actor, ['GOD']);
      return changeFeatureFlag(app.db, actor, request.params.name, request.body, app.deps.clock());
    },
  );
}
