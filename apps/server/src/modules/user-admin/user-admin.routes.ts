import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createUserRequestSchema,
  deactivateUserRequestSchema,
  importUsersRequestSchema,
  importUsersResponseSchema,
  listRolesResponseSchema,
  listUsersQuerySchema,
  listUsersResponseSchema,
  managedUserSchema,
  reactivateUserRequestSchema,
  updateUserRequestSchema,
  userDetailResponseSchema,
  userIdParamsSchema,
  userImportTemplateResponseSchema,
  userPeriodQuerySchema,
} from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRight } from '../../platform/request-context';
import {
  createUser,
  deactivateUser,
  getUserDetail,
  inviteUser,
  listAssignableRoles,
  listUsers,
  reactivateUser,
  updateUser,
} from './user-admin.service';
import { importUsers, userImportTemplate } from './user-import.service';

const tags = ['users'];

function userAdmin(request: FastifyRequest) {
  const actor = requireActor(request);
  requireRight(actor, 'CAN_MANAGE_USERS');
  return actor;
}

/** Spec 001 §7 "Users": the administration calls. */
export async function userAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const one = { tags, params: userIdParamsSchema };

  r.get(
    '/user',
    {
      schema: {
        tags,
        querystring: listUsersQuerySchema,
        response: { 200: listUsersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listUsers(app.db, userAdmin(request), request.query),
  );

  r.post(
    '/user',
    {
      schema: {
        tags,
        body: createUserRequestSchema,
        response: { 200: managedUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => createUser(app.deps, userAdmin(request), request.body),
  );

  r.get(
    '/user/import/file',
    { schema: { tags, response: { 200: userImportTemplateResponseSchema, ...errorResponses(401, 403) } } },
    async (request, reply) => {
      userAdmin(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="users-import-template.csv"')
        .send(userImportTemplate());
    },
  );

  r.post(
    '/user/import',
    {
      schema: {
        tags,
        body: importUsersRequestSchema,
        response: { 200: importUsersResponseSchema, ...errorResponses(400, 401, 403) },
      },
      // A CSV of a few thousand users fits easily; the default 1 MiB does not always.
      bodyLimit: 4 * 1024 * 1024,
    },
    async (request) => importUsers(app.db, userAdmin(request), request.body.content),
  );

  r.get(
    '/user/:id',
    {
      schema: {
        ...one,
        querystring: userPeriodQuerySchema,
        response: { 200: userDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getUserDetail(app.db, requireActor(request), request.params.id, request.query.month),
  );

  r.put(
    '/user/:id',
    {
      schema: {
        ...one,
        body: updateUserRequestSchema,
        response: { 200: managedUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateUser(app.db, userAdmin(request), request.params.id, request.body),
  );

  r.patch(
    '/user/:id/invite',
    { schema: { ...one, response: { 200: managedUserSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => inviteUser(app.deps, userAdmin(request), request.params.id, false),
  );

  r.patch(
    '/user/:id/reinvite',
    { schema: { ...one, response: { 200: managedUserSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => inviteUser(app.deps, userAdmin(request), request.params.id, true),
  );

  r.patch(
    '/user/:id/deactivate',
    {
      schema: {
        ...one,
        body: deactivateUserRequestSchema,
        response: { 200: managedUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => deactivateUser(app.db, userAdmin(request), request.params.id, request.body),
  );

  r.patch(
    '/user/:id/reactivate',
    {
      schema: {
        ...one,
        body: reactivateUserRequestSchema,
        response: { 200: managedUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => reactivateUser(app.db, userAdmin(request), request.params.id, request.body),
  );

  r.get(
    '/role',
    { schema: { tags, response: { 200: listRolesResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      userAdmin(request);
      return listAssignableRoles(app.db);
    },
  );
}
