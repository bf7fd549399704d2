import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  saveCorrectionRequestSchema,
  saveDeductionsRequestSchema,
  userBudgetResponseSchema,
  userCorrectionResponseSchema,
  userCorrectionSchema,
  userDeductionsResponseSchema,
  userIdParamsSchema,
  userPeriodParamsSchema,
  userPeriodQuerySchema,
} from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRight } from '../../platform/request-context';
import { getUserBudget } from './budgets.service';
import {
  getUserCorrection,
  removeUserCorrection,
  saveUserCorrection,
  saveUserDeductions,
} from './user-budget-changes.service';

function userAdmin(request: FastifyRequest) {
  const actor = requireActor(request);
  requireRight(actor, 'CAN_MANAGE_USERS');
  return actor;
}

export async function budgetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['budgets'];
  const perPeriod = { tags, params: userPeriodParamsSchema };

  r.get(
    '/user/:id/budget',
    {
      schema: {
        tags,
        params: userIdParamsSchema,
        querystring: userPeriodQuerySchema,
        response: { 200: userBudgetResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getUserBudget(app.db, requireActor(request), request.params.id, request.query.month),
  );

  // Spec 001 §3 "User budget" deductions (label, amount) and "User correction", per period.
  r.put(
    '/user/:id/deductions/:period',
    {
      schema: {
        ...perPeriod,
        body: saveDeductionsRequestSchema,
        response: { 200: userDeductionsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      saveUserDeductions(app.db, userAdmin(request), request.params.id, request.params.period, request.body),
  );

  r.get(
    '/user/:id/corrections/:period',
    {
      schema: { ...perPeriod, response: { 200: userCorrectionResponseSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => getUserCorrection(app.db, userAdmin(request), request.params.id, request.params.period),
  );

  r.put(
    '/user/:id/corrections/:period',
    {
      schema: {
        ...perPeriod,
        body: saveCorrectionRequestSchema,
        response: { 200: userCorrectionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      saveUserCorrection(app.db, userAdmin(request), request.params.id, request.params.period, request.body),
  );

  r.delete(
    '/user/:id/corrections/:period',
    {
      schema: { ...perPeriod, response: { 200: userCorrectionResponseSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => removeUserCorrection(app.db, userAdmin(request), request.params.id, request.params.period),
  );
}
