import { access, defineCall } from '../common/call';
import { firstScreenRoutes } from '../common/first-screen-routes';
import { signInRoutes } from '../common/sign-in-routes';
import { usersToImpersonateResponseSchema } from './users-to-impersonate';
import { impersonateRequestSchema, impersonateResponseSchema } from './impersonate';
import { loginRequestSchema, loginResponseSchema, logoutResponseSchema } from './login';
import { authCheckResponseSchema } from './session-user';

const tags = ['auth'];

/** Spec 001 §7 "Sign-in": the session calls, paths verbatim. */
export const authCalls = {
  login: defineCall({
    access: access.public,
    tags,
    ...signInRoutes.login,
    body: loginRequestSchema,
    response: loginResponseSchema,
    rateLimit: 'login',
    errors: [401],
  }),
  check: defineCall({
    access: access.signedIn,
    tags,
    ...signInRoutes.check,
    response: authCheckResponseSchema,
  }),
  /** Public: signing out works with an expired session too. */
  logout: defineCall({
    access: access.public,
    tags,
    ...firstScreenRoutes.logout,
    response: logoutResponseSchema,
    changesState: true,
  }),
  impersonate: defineCall({
    access: access.signedIn,
    tags,
    ...firstScreenRoutes.impersonate,
    body: impersonateRequestSchema,
    response: impersonateResponseSchema,
    errors: [404],
  }),
  unimpersonate: defineCall({
    access: access.signedIn,
    tags,
    ...firstScreenRoutes.unimpersonate,
    response: impersonateResponseSchema,
    errors: [409],
  }),
  usersToImpersonate: defineCall({
    access: access.signedIn,
    tags: ['users'],
    ...firstScreenRoutes.usersToImpersonate,
    response: usersToImpersonateResponseSchema,
  }),
};
