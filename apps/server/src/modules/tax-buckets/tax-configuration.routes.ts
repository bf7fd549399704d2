import type { FastifyInstance } from 'fastify';
import { taxBucketCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import { getTaxConfiguration, updateTaxConfiguration } from './tax-configuration.service';

/** Page Tax configuration (spec 001 §2 /settings/tax-configuration): payroll settings of the company. */
export async function taxConfigurationRoutes(app: FastifyInstance) {
  route(app, calls.configuration, ({ deps, actor }) => getTaxConfiguration(deps, actor));
  route(app, calls.updateConfiguration, ({ deps, actor, body }) => updateTaxConfiguration(deps, actor, { body }));
}
