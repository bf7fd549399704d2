import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { licenceInfoSchema } from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor } from '../../platform/request-context';
import { getLicences } from './licences.service';

export async function licencesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v3/licences',
    { schema: { tags: ['licences'], response: { 200: licenceInfoSchema, ...errorResponses(401) } } },
    async (request) => getLicences(app.db, requireActor(request).companyId),
  );
}
