import { access, defineCall } from '../common/call';
import { expenseIdParamsSchema } from '../expenses/expense';
import { getPeriodParamsSchema } from '../periods/period';
import { expenseTimelineSchema, monthRefundSchema } from './expense-timeline';

/** What happens next with an expense, and when a month's refund reaches the pay. */
export const timelineCalls = {
  expenseTimeline: defineCall({
    access: access.signedIn,
    tags: ['expenses'],
    method: 'GET',
    path: '/v2/expenses/:id/timeline',
    params: expenseIdParamsSchema,
    response: expenseTimelineSchema,
  }),
  monthRefund: defineCall({
    access: access.signedIn,
    tags: ['expenses'],
    method: 'GET',
    path: '/api/v3/periods/:period/refund',
    params: getPeriodParamsSchema,
    response: monthRefundSchema,
  }),
};
