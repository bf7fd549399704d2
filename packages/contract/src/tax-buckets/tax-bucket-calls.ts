import { access, defineCall } from '../common/call';
import { getTaxBudgetResponseSchema } from './tax-bucket';

/** Spec 001 §3 tax buckets: the company's buckets, for those who set up budget groups. */
export const taxBucketCalls = {
  list: defineCall({
    method: 'GET',
    path: '/settings/taxbudget',
    access: access.right('CAN_MANAGE_BUDGET_GROUPS'),
    tags: ['settings'],
    response: getTaxBudgetResponseSchema,
  }),
};
