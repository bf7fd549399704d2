import { access, defineCall } from '../common/call';
import { allowedMobilityTypesResponseSchema } from './allowed-mobility-types';
import {
  assignBudgetGroupUsersRequestSchema,
  assignBudgetGroupUsersResponseSchema,
  removeBudgetGroupUserParamsSchema,
  removeBudgetGroupUserResponseSchema,
} from './assign-users';
import { budgetGroupIdParamsSchema, budgetGroupSchema } from './budget-group';
import { createBudgetGroupRequestSchema, createBudgetGroupResponseSchema } from './create-budget-group';
import { deleteBudgetGroupResponseSchema } from './delete-budget-group';
import { listBudgetGroupsResponseSchema } from './list-budget-groups';
import { updateBudgetGroupRequestSchema, updateBudgetGroupResponseSchema } from './update-budget-group';

const managed = { access: access.right('CAN_MANAGE_BUDGET_GROUPS'), tags: ['budget groups'] } as const;

/** Spec 001 §7 "Budget groups", paths verbatim. */
export const budgetGroupCalls = {
  list: defineCall({
    ...managed,
    method: 'GET',
    path: '/api/v3/budgetclass',
    response: listBudgetGroupsResponseSchema,
  }),
  create: defineCall({
    ...managed,
    method: 'POST',
    path: '/api/v3/budgetclass',
    body: createBudgetGroupRequestSchema,
    response: createBudgetGroupResponseSchema,
    errors: [409],
  }),
  allowedMobilityTypes: defineCall({
    ...managed,
    method: 'GET',
    path: '/api/v3/budgetclass/allowedMobilityTypes',
    response: allowedMobilityTypesResponseSchema,
  }),
  get: defineCall({
    ...managed,
    method: 'GET',
    path: '/api/v3/budgetclass/:id',
    params: budgetGroupIdParamsSchema,
    response: budgetGroupSchema,
    versioned: true,
  }),
  update: defineCall({
    ...managed,
    method: 'PATCH',
    path: '/api/v3/budgetclass/:id',
    params: budgetGroupIdParamsSchema,
    body: updateBudgetGroupRequestSchema,
    response: updateBudgetGroupResponseSchema,
    errors: [409],
    versioned: true,
  }),
  delete: defineCall({
    ...managed,
    method: 'DELETE',
    path: '/budgetclass/:id',
    params: budgetGroupIdParamsSchema,
    response: deleteBudgetGroupResponseSchema,
  }),
  assignUsers: defineCall({
    ...managed,
    method: 'PUT',
    path: '/budgetclass/:id',
    params: budgetGroupIdParamsSchema,
    body: assignBudgetGroupUsersRequestSchema,
    response: assignBudgetGroupUsersResponseSchema,
    errors: [409],
  }),
  removeUser: defineCall({
    ...managed,
    method: 'DELETE',
    path: '/budgetclass/user/:userId',
    params: removeBudgetGroupUserParamsSchema,
    response: removeBudgetGroupUserResponseSchema,
  }),
};
