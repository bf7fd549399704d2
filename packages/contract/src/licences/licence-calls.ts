import { access, defineCall } from '../common/call';
import { firstScreenRoutes } from '../common/first-screen-routes';
import { licenceInfoSchema } from './licence-info';

/** What the company has licensed, for the menus of everybody in it. */
export const licenceCalls = {
  get: defineCall({
    access: access.signedIn,
    tags: ['licences'],
    ...firstScreenRoutes.licences,
    response: licenceInfoSchema,
  }),
};
