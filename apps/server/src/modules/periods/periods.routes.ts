import type { FastifyInstance } from 'fastify';
import { periodCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import { getPeriod, listPeriods } from './periods.service';

export async function periodRoutes(app: FastifyInstance) {
  route(app, calls.list, ({ deps, actor }) => listPeriods(deps, actor, {}));
  route(app, calls.get, ({ deps, actor, params }) => getPeriod(deps, actor, params));
}
