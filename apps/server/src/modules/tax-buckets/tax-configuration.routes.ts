import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taxConfigurationPath, taxConfigurationSchema, updateTaxConfigurationRequestSchema } from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRight } from '../../platform/request-context';
import { getTaxConfiguration, updateTaxConfiguration } from './tax-configuration.service';

/** Page Tax configuration (spec 001 §2 /settings/tax-configuration): payroll settings of the company. */
export async function taxConfigurationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    taxConfigurationPath,
    { schema: { tags: ['settings'], response: { 200: taxConfigurationSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const actor = requireActor(request);
      requireRight(actor, 'CAN_MANAGE_BUDGET_GROUPS');
      return getTaxConfiguration(app.db, actor.companyId);
    },
  );

  r.put(
    taxConfigurationPath,
    {
      schema: {
        tags: ['settings'],
        body: updateTaxConfigurationRequestSchema,
        response: { 200: taxConfigurationSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      requireRight(actor, 'CAN_MANAGE_BUDGET_GROUPS');
      return updateTaxConfiguration(app.db, actor, request.body);
    },
  );
}
