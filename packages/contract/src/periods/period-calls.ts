import { access, defineCall } from '../common/call';
import { firstScreenRoutes } from '../common/first-screen-routes';
import { getPeriodParamsSchema, listPeriodsResponseSchema, periodSchema } from './period';

const tags = ['periods'];

/** Spec 000 §4: the company's periods, for everyone signed in. */
export const periodCalls = {
  list: defineCall({
    ...firstScreenRoutes.periods,
    access: access.signedIn,
    tags,
    response: listPeriodsResponseSchema,
  }),
  get: defineCall({
    method: 'GET',
    path: '/period/:period',
    access: access.signedIn,
    tags,
    params: getPeriodParamsSchema,
    response: periodSchema,
  }),
};
