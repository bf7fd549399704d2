import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listManagementPeriodsResponseSchema,
  managementPeriodParamsSchema,
  managementUserMetadataParamsSchema,
  managementUserMetadataResponseSchema,
  type PeriodAction,
  periodActionParamsSchema,
  periodActionResponseSchema,
  periodActions,
  periodBudgetResponseSchema,
  periodExpensesResponseSchema,
  type Right,
  usersWithoutPersonalNumberResponseSchema,
} from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRight } from '../../platform/request-context';
import { listUsersWithoutPersonalNumber } from '../users/users.service';
import { changePeriodState } from './period-actions.service';
import {
  getManagementUserMetadata,
  getPeriodBudget,
  getPeriodExpenses,
  listManagementPeriods,
} from './management.service';

function actorWith(request: FastifyRequest, right: Right) {
  const actor = requireActor(request);
  requireRight(actor, right);
  return actor;
}

export async function managementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['management'];

  for (const action of periodActions) {
    r.patch(
      `/management/period/:period/${action}`,
      {
        schema: {
          tags,
          params: periodActionParamsSchema,
          response: { 200: periodActionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        changePeriodState(
          app.deps,
          actorWith(request, 'CAN_MANAGE_PERIODS'),
          request.params.period,
          action satisfies PeriodAction,
        ),
    );
  }

  r.get(
    '/management/period',
    { schema: { tags, response: { 200: listManagementPeriodsResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => listManagementPeriods(app.deps, actorWith(request, 'CAN_GET_ALL_EXPENSES')),
  );

  const perPeriod = { tags, params: managementPeriodParamsSchema };
  r.get(
    '/management/period/:period/expenses',
    {
      schema: { ...perPeriod, response: { 200: periodExpensesResponseSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => getPeriodExpenses(app.deps, actorWith(request, 'CAN_GET_ALL_EXPENSES'), request.params.period),
  );

  r.get(
    '/management/period/:period/budget',
    { schema: { ...perPeriod, response: { 200: periodBudgetResponseSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getPeriodBudget(app.deps, actorWith(request, 'CAN_GET_ALL_EXPENSES'), request.params.period),
  );

  r.get(
    '/management/period/:period/user/:userId/metadata',
    {
      schema: {
        tags,
        params: managementUserMetadataParamsSchema,
        response: { 200: managementUserMetadataResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getManagementUserMetadata(
        app.deps,
        actorWith(request, 'CAN_GET_ALL_EXPENSES'),
        request.params.period,
        request.params.userId,
      ),
  );

  r.get(
    '/api/v3/company/users/no-personal-number',
    { schema: { tags, response: { 200: usersWithoutPersonalNumberResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => listUsersWithoutPersonalNumber(app.db, actorWith(request, 'CAN_MANAGE_PERIODS').companyId),
  );
}
