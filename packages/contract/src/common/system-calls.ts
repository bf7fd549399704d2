import { appInfoResponseSchema } from './app-info';
import { signInRoutes } from './sign-in-routes';
import { access, defineCall } from './call';

/** The public facts the web app needs before sign-in: version, stage, support contacts. */
export const systemCalls = {
  appInfo: defineCall({
    ...signInRoutes.appInfo,
    access: access.public,
    tags: ['system'],
    response: appInfoResponseSchema,
  }),
};
