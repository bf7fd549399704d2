import type { FastifyInstance } from 'fastify';
import { userAdminCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import {
  createUser,
  deactivateUser,
  getUserDetail,
  inviteUser,
  listAssignableRoles,
  listUsers,
  reactivateUser,
  updateUser,
  withdrawDeactivation,
} from './user-admin.service';
import { importUsers, userImportTemplate } from './user-import.service';

/** Spec 001 §7 "Users": the administration calls; paths, schemas and access come from the contract. */
export async function userAdminRoutes(app: FastifyInstance) {
  route(app, calls.list, ({ deps, actor, query }) => listUsers(deps, actor, query));
  route(app, calls.create, ({ deps, actor, body }) => createUser(deps, actor, { user: body }));
  route(app, calls.importTemplate, async ({ reply }) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="users-import-template.csv"')
      .send(userImportTemplate()),
  );
  route(app, calls.import, ({ deps, actor, body }) => importUsers(deps, actor, body));
  route(app, calls.detail, ({ deps, actor, params, query }) =>
    getUserDetail(deps, actor, { id: params.id, month: query.month }),
  );
  route(app, calls.update, ({ deps, actor, params, body, version }) =>
    updateUser(deps, actor, { id: params.id, user: body, version }),
  );
  route(app, calls.invite, ({ deps, actor, params }) => inviteUser(deps, actor, { id: params.id, again: false }));
  route(app, calls.reinvite, ({ deps, actor, params }) => inviteUser(deps, actor, { id: params.id, again: true }));
  route(app, calls.deactivate, ({ deps, actor, params, body, version }) =>
    deactivateUser(deps, actor, { id: params.id, deactivation: body, version }),
  );
  route(app, calls.withdrawDeactivation, ({ deps, actor, params, version }) =>
    withdrawDeactivation(deps, actor, { id: params.id, version }),
  );
  route(app, calls.reactivate, ({ deps, actor, params, body, version }) =>
    reactivateUser(deps, actor, { id: params.id, reactivation: body, version }),
  );
  route(app, calls.roles, ({ deps, actor }) => listAssignableRoles(deps, actor));
}
