import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  userBudgetResponseSchema,
  userIdParamsSchema,
  userPeriodQuerySchema,
} from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor } from '../../platform/request-context';
import { getUserBudget } from './budgets.service';

export async function budgetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/user/:id/budget',
    {
      schema: {
        tags: ['budgets'],
        params: userIdParamsSchema,
        querystring: userPeriodQuerySchema,
        response: { 200: userBudgetResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getUserBudget(app.db, requireActor(request), request.params.id, request.query.month),
  );
}
