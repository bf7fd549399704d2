import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getTaxBudgetResponseSchema } from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRight } from '../../platform/request-context';
import { getTaxBuckets } from './tax-buckets.service';

export async function taxBucketRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/settings/taxbudget',
    { schema: { tags: ['settings'], response: { 200: getTaxBudgetResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const actor = requireActor(request);
      requireRight(actor, 'CAN_MANAGE_BUDGET_GROUPS');
      return getTaxBuckets(app.db, actor.companyId);
    },
  );
}
