import { appInfoResponseSchema } from './app-info';
import { access, defineCall } from './call';

/** The public facts the web app needs before sign-in: version, stage, support contacts. */
export const systemCalls = {
  appInfo: defineCall({
    method: 'GET',
    path: '/api/app-info',
    access: access.public,
    tags: ['system'],
    response: appInfoResponseSchema,
  }),
};
