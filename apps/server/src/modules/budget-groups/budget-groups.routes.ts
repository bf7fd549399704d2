import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allowedMobilityTypesResponseSchema,
  assignBudgetGroupUsersRequestSchema,
  assignBudgetGroupUsersResponseSchema,
  budgetGroupIdParamsSchema,
  budgetGroupSchema,
  createBudgetGroupRequestSchema,
  createBudgetGroupResponseSchema,
  deleteBudgetGroupResponseSchema,
  listBudgetGroupsResponseSchema,
  removeBudgetGroupUserParamsSchema,
  removeBudgetGroupUserResponseSchema,
  updateBudgetGroupRequestSchema,
  updateBudgetGroupResponseSchema,
} from '@mobilo/contract';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRight } from '../../platform/request-context';
import {
  assignUsers,
  createBudgetGroup,
  deleteBudgetGroup,
  getAllowedMobilityTypes,
  getBudgetGroup,
  listBudgetGroups,
  removeUser,
  updateBudgetGroup,
} from './budget-groups.service';

const tags = ['budget groups'];

function budgetGroupAdmin(request: FastifyRequest) {
  const actor = requireActor(request);
  requireRight(actor, 'CAN_MANAGE_BUDGET_GROUPS');
  return actor;
}

/** Spec 001 §7 "Budget groups", paths verbatim. */
export async function budgetGroupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v3/budgetclass',
    { schema: { tags, response: { 200: listBudgetGroupsResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => listBudgetGroups(app.db, budgetGroupAdmin(request)),
  );

  r.post(
    '/api/v3/budgetclass',
    {
      schema: {
        tags,
        body: createBudgetGroupRequestSchema,
        response: { 200: createBudgetGroupResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => createBudgetGroup(app.db, budgetGroupAdmin(request), request.body),
  );

  r.get(
    '/api/v3/budgetclass/allowedMobilityTypes',
    { schema: { tags, response: { 200: allowedMobilityTypesResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => getAllowedMobilityTypes(app.db, budgetGroupAdmin(request)),
  );

  r.get(
    '/api/v3/budgetclass/:id',
    {
      schema: {
        tags,
        params: budgetGroupIdParamsSchema,
        response: { 200: budgetGroupSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getBudgetGroup(app.db, budgetGroupAdmin(request), request.params.id),
  );

  r.patch(
    '/api/v3/budgetclass/:id',
    {
      schema: {
        tags,
        params: budgetGroupIdParamsSchema,
        body: updateBudgetGroupRequestSchema,
        response: { 200: updateBudgetGroupResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateBudgetGroup(app.db, budgetGroupAdmin(request), request.params.id, request.body),
  );

  r.delete(
    '/budgetclass/:id',
    {
      schema: {
        tags,
        params: budgetGroupIdParamsSchema,
        response: { 200: deleteBudgetGroupResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => deleteBudgetGroup(app.db, budgetGroupAdmin(request), request.params.id),
  );

  r.put(
    '/budgetclass/:id',
    {
      schema: {
        tags,
        params: budgetGroupIdParamsSchema,
        body: assignBudgetGroupUsersRequestSchema,
        response: { 200: assignBudgetGroupUsersResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => assignUsers(app.db, budgetGroupAdmin(request), request.params.id, request.body.userIds),
  );

  r.delete(
    '/budgetclass/user/:userId',
    {
      schema: {
        tags,
        params: removeBudgetGroupUserParamsSchema,
        response: { 200: removeBudgetGroupUserResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => removeUser(app.db, budgetGroupAdmin(request), request.params.userId),
  );
}
