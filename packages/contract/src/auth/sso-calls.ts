import { access, defineCall } from '../common/call';
import { signInRoutes } from '../common/sign-in-routes';
import { authMethodQuerySchema, authMethodResponseSchema } from './auth-method';
import { mLoginLinkResponseSchema } from './m-login';

const tags = ['auth'];

/**
 * The single sign-on calls the web app makes. The provider entries and callbacks are browser
 * navigations that answer with redirects, not API calls; the sso module registers them itself.
 */
export const ssoCalls = {
  /** Email first: LOCAL, or where the browser signs in for the email's company. */
  method: defineCall({
    access: access.public,
    tags,
    ...signInRoutes.authMethod,
    query: authMethodQuerySchema,
    response: authMethodResponseSchema,
    rateLimit: 'method',
  }),
  /** Where the user confirms the link at the city login. */
  connectCityLogin: defineCall({
    access: access.signedIn,
    tags,
    method: 'GET',
    path: '/auth/m-login/connect/WEB',
    response: mLoginLinkResponseSchema,
    errors: [403],
    refusesUntil: { reason: 'answers FEATURE_DISABLED (403) to everybody until the city login is switched on' },
  }),
  disconnectCityLogin: defineCall({
    access: access.signedIn,
    tags,
    method: 'GET',
    path: '/auth/m-login/disconnect/WEB',
    response: mLoginLinkResponseSchema,
    changesState: true,
    errors: [403],
  }),
};
