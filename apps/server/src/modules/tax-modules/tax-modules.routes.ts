import type { FastifyInstance } from 'fastify';
import { taxModuleCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import { getTaxModules, updateTaxModule } from './tax-modules.service';

/** The tax-modules screen (spec 001 §2 /tax-modules): the company's tax buckets and the year's legal figures. */
export async function taxModuleRoutes(app: FastifyInstance) {
  route(app, calls.list, ({ deps, actor, query }) => getTaxModules(deps, actor, query));
  route(app, calls.update, ({ deps, actor, params, body }) =>
    updateTaxModule(deps, actor, { kind: params.kind, change: body }),
  );
}
