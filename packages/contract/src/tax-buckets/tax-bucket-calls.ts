import { access, defineCall } from '../common/call';
import {
  taxConfigurationPath,
  taxConfigurationSchema,
  updateTaxConfigurationRequestSchema,
} from '../tax-export/tax-configuration';
import { getTaxBudgetResponseSchema } from './tax-bucket';

/** Payroll settings are set up by those who set up budget groups (spec 001 §2). */
const settingsAdmin = access.right('CAN_MANAGE_BUDGET_GROUPS');

/** Spec 001 §3 tax buckets: the company's buckets, for those who set up budget groups. */
export const taxBucketCalls = {
  list: defineCall({
    method: 'GET',
    path: '/settings/taxbudget',
    access: settingsAdmin,
    tags: ['settings'],
    response: getTaxBudgetResponseSchema,
  }),
  /** Page Tax configuration (/settings/tax-configuration): DATEV numbers and wage types. */
  configuration: defineCall({
    method: 'GET',
    path: taxConfigurationPath,
    access: settingsAdmin,
    tags: ['settings'],
    response: taxConfigurationSchema,
  }),
  /** Replaces the whole configuration. */
  updateConfiguration: defineCall({
    method: 'PUT',
    path: taxConfigurationPath,
    access: settingsAdmin,
    tags: ['settings'],
    body: updateTaxConfigurationRequestSchema,
    response: taxConfigurationSchema,
  }),
};
