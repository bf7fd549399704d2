import { access, defineCall } from '../common/call';
import { firstScreenRoutes } from '../common/first-screen-routes';
import { expenseIdParamsSchema } from '../expenses/expense';
import { getPeriodParamsSchema } from '../periods/period';
import { expenseTimelineSchema, monthRefundSchema } from './expense-timeline';

/** What happens next with an expense, and when a month's refund reaches the pay. */
export const timelineCalls = {
  expenseTimeline: defineCall({
    access: access.signedIn,
    tags: ['expenses'],
    ...firstScreenRoutes.expenseTimeline,
    params: expenseIdParamsSchema,
    response: expenseTimelineSchema,
  }),
  monthRefund: defineCall({
    access: access.signedIn,
    tags: ['expenses'],
    ...firstScreenRoutes.monthRefund,
    params: getPeriodParamsSchema,
    response: monthRefundSchema,
  }),
};
