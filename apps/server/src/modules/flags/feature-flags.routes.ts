import type { FastifyInstance } from 'fastify';
import { featureFlagCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import { changeFeatureFlag, getFeatureFlag, listFeatureFlagSettings } from './feature-flags.service';

/** Feature flags: anyone reads one; the operator reads the overview and sets them (docs/adr/0009, 0014). */
export async function featureFlagRoutes(app: FastifyInstance) {
  route(app, calls.get, ({ deps, actor, params }) => getFeatureFlag(deps, actor, params));
  route(app, calls.settings, ({ deps, actor, query }) =>
    listFeatureFlagSettings(deps, actor, { companyId: query.companyId ?? null }),
  );
  route(app, calls.set, ({ deps, actor, params, body }) =>
    changeFeatureFlag(deps, actor, { name: params.name, change: body }),
  );
}
