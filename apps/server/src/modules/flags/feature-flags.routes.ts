import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featureFlagParamsSchema, featureFlagResponseSchema } from '@mobilo/contract';
import { getFeatureFlag } from './feature-flags.service';

export async function featureFlagRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Public: the maintenance flag decides what a visitor sees before signing in. With a session
  // the company's own value applies.
  r.get(
    '/api/v3/feature-flag/:name',
    {
      config: { public: true, optionalSession: true },
      schema: { tags: ['feature-flags'], params: featureFlagParamsSchema, response: { 200: featureFlagResponseSchema } },
    },
    async (request) => getFeatureFlag(app.db, request.actor?.companyId ?? null, request.params.name),
  );
}
