import type { FastifyInstance } from 'fastify';
import { taxBucketCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import { listCompanyTaxBuckets } from './tax-buckets.service';

export async function taxBucketRoutes(app: FastifyInstance) {
  route(app, calls.list, ({ deps, actor }) => listCompanyTaxBuckets(deps, actor, {}));
}
