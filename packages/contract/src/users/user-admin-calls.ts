import { access, defineCall } from '../common/call';
import { deactivateUserRequestSchema, reactivateUserRequestSchema } from './deactivate-user';
import { importUsersRequestSchema, importUsersResponseSchema } from './import-users';
import { listRolesResponseSchema } from './list-roles';
import { listUsersQuerySchema, listUsersResponseSchema } from './list-users';
import { managedUserSchema, userIdParamsSchema } from './managed-user';
import { createUserRequestSchema, updateUserRequestSchema } from './save-user';
import { userDetailResponseSchema } from './user-detail';
import { userPeriodQuerySchema } from './user-period';

const tags = ['users'];
const admin = { access: access.right('CAN_MANAGE_USERS'), tags } as const;
const oneUser = { ...admin, params: userIdParamsSchema, response: managedUserSchema, errors: [409] } as const;
/** A change of the user's data: a stale version is refused (docs/adr/0022). */
const userChange = { ...oneUser, versioned: true } as const;

/** Spec 001 §7 "Users": the administration calls, paths verbatim. */
export const userAdminCalls = {
  list: defineCall({
    ...admin,
    method: 'GET',
    path: '/user',
    query: listUsersQuerySchema,
    response: listUsersResponseSchema,
  }),
  create: defineCall({
    ...admin,
    method: 'POST',
    path: '/user',
    body: createUserRequestSchema,
    response: managedUserSchema,
    // 404: a budget group of another company.
    errors: [404, 409],
  }),
  importTemplate: defineCall({ ...admin, method: 'GET', path: '/user/import/file', download: true }),
  import: defineCall({
    ...admin,
    method: 'POST',
    path: '/user/import',
    body: importUsersRequestSchema,
    response: importUsersResponseSchema,
    // A CSV of a few thousand users fits easily; the default 1 MiB does not always.
    bodyLimit: 4 * 1024 * 1024,
  }),
  /** People read their own detail; others' need the right (`mayViewUserDetail`). */
  detail: defineCall({
    access: access.signedIn,
    tags,
    method: 'GET',
    path: '/user/:id',
    params: userIdParamsSchema,
    query: userPeriodQuerySchema,
    response: userDetailResponseSchema,
    errors: [403],
    versioned: true,
  }),
  update: defineCall({ ...userChange, method: 'PUT', path: '/user/:id', body: updateUserRequestSchema }),
  invite: defineCall({ ...oneUser, method: 'PATCH', path: '/user/:id/invite' }),
  reinvite: defineCall({ ...oneUser, method: 'PATCH', path: '/user/:id/reinvite' }),
  deactivate: defineCall({
    ...userChange,
    method: 'PATCH',
    path: '/user/:id/deactivate',
    body: deactivateUserRequestSchema,
  }),
  /** Withdraws the scheduled deactivation; 409 NO_SCHEDULED_DEACTIVATION when none is scheduled. */
  withdrawDeactivation: defineCall({ ...userChange, method: 'DELETE', path: '/user/:id/deactivation' }),
  reactivate: defineCall({
    ...userChange,
    method: 'PATCH',
    path: '/user/:id/reactivate',
    body: reactivateUserRequestSchema,
  }),
  roles: defineCall({ ...admin, method: 'GET', path: '/role', response: listRolesResponseSchema }),
};
