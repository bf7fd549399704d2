import { access, defineCall } from '../common/call';
import {
  taxModuleParamsSchema,
  taxModulesQuerySchema,
  taxModulesResponseSchema,
  updateTaxModuleRequestSchema,
} from './tax-module';

/** Budget groups and tax modules: any admin (spec 001 §6); the benefit licence is checked by the module. */
const settingsAdmin = access.right('CAN_MANAGE_BUDGET_GROUPS');

export const taxModuleCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/v3/settings/tax-modules',
    access: settingsAdmin,
    tags: ['settings'],
    query: taxModulesQuerySchema,
    response: taxModulesResponseSchema,
  }),
  update: defineCall({
    method: 'PATCH',
    path: '/api/v3/settings/tax-modules/:kind',
    access: settingsAdmin,
    tags: ['settings'],
    params: taxModuleParamsSchema,
    body: updateTaxModuleRequestSchema,
    response: taxModulesResponseSchema,
  }),
};
