import type { FastifyInstance } from 'fastify';
import { budgetGroupCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
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

/** Spec 001 §7 "Budget groups"; paths, schemas and access come from the contract. */
export async function budgetGroupRoutes(app: FastifyInstance) {
  route(app, calls.list, ({ deps, actor }) => listBudgetGroups(deps, actor));
  route(app, calls.create, ({ deps, actor, body }) => createBudgetGroup(deps, actor, { group: body }));
  route(app, calls.allowedMobilityTypes, ({ deps, actor }) => getAllowedMobilityTypes(deps, actor));
  route(app, calls.get, ({ deps, actor, params }) => getBudgetGroup(deps, actor, params));
  route(app, calls.update, ({ deps, actor, params, body, version }) =>
    updateBudgetGroup(deps, actor, { id: params.id, change: body, version }),
  );
  route(app, calls.delete, ({ deps, actor, params }) => deleteBudgetGroup(deps, actor, params));
  route(app, calls.assignUsers, ({ deps, actor, params, body }) =>
    assignUsers(deps, actor, { id: params.id, userIds: body.userIds }),
  );
  route(app, calls.removeUser, ({ deps, actor, params }) => removeUser(deps, actor, params));
}
