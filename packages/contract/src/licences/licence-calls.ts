import { access, defineCall } from '../common/call';
import { licenceInfoSchema } from './licence-info';

/** What the company has licensed, for the menus of everybody in it. */
export const licenceCalls = {
  get: defineCall({
    access: access.signedIn,
    tags: ['licences'],
    method: 'GET',
    path: '/api/v3/licences',
    response: licenceInfoSchema,
  }),
};
