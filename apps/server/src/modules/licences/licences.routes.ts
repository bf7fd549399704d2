import type { FastifyInstance } from 'fastify';
import { licenceCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import { getLicences } from './licences.service';

export async function licencesRoutes(app: FastifyInstance) {
  route(app, calls.get, ({ deps, actor }) => getLicences(deps, actor));
}
