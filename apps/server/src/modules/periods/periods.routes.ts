import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getPeriodParamsSchema, listPeriodsResponseSchema, periodSchema } from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor } from '../../platform/request-context';
import { getPeriod, listPeriods } from './periods.service';

export async function periodRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/period',
    { schema: { tags: ['periods'], response: { 200: listPeriodsResponseSchema, ...errorResponses(401) } } },
    async (request) => listPeriods(app.db, requireActor(request).companyId, app.clock()),
  );

  r.get(
    '/period/:period',
    {
      schema: {
        tags: ['periods'],
        params: getPeriodParamsSchema,
        response: { 200: periodSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getPeriod(app.db, requireActor(request).companyId, request.params.period, app.clock()),
  );
}
