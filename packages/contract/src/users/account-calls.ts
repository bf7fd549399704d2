import { access, defineCall } from '../common/call';
import { firstScreenRoutes } from '../common/first-screen-routes';
import { acceptPrivacyPolicyRequestSchema, acceptPrivacyPolicyResponseSchema } from '../legal/accept-privacy-policy';
import { changePasswordRequestSchema, changePasswordResponseSchema } from './change-password';
import {
  changeLanguageRequestSchema,
  changeSettingsResponseSchema,
  changeTimezoneRequestSchema,
} from './change-settings';
import { feedbackPasswordResponseSchema } from './feedback-password';
import { forgotPasswordRequestSchema, forgotPasswordResponseSchema } from './forgot-password';
import { registerRequestSchema, registerResponseSchema } from './register';
import { resetPasswordRequestSchema, resetPasswordResponseSchema } from './reset-password';
import { tokenUserSchema, userTokenParamsSchema } from './user-token';

const tags = ['users'];
const own = { access: access.signedIn, tags } as const;
/** Mailed links: strangers may call these, so each draws on a per-IP budget. */
const mailedLink = { access: access.public, tags, params: userTokenParamsSchema, errors: [403] } as const;

/** Spec 001 §7: the session user's own account, and the mailed links that lead to one. */
export const accountCalls = {
  /** The invited person, for the registration page. */
  tokenUser: defineCall({
    ...mailedLink,
    method: 'GET',
    path: '/user/token/:token',
    response: tokenUserSchema,
    rateLimit: 'register',
    refusesUntil: { reason: 'answers ACCESS_DENIED (403) to everybody for a link that was never mailed' },
  }),
  forgotPassword: defineCall({
    access: access.public,
    tags,
    method: 'POST',
    path: '/user/forgot-password',
    body: forgotPasswordRequestSchema,
    response: forgotPasswordResponseSchema,
    rateLimit: 'forgot',
  }),
  resetPassword: defineCall({
    ...mailedLink,
    method: 'POST',
    path: '/user/reset-password/:token',
    body: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
    rateLimit: 'reset',
  }),
  register: defineCall({
    ...mailedLink,
    method: 'POST',
    path: '/api/v3/user/register/:token',
    body: registerRequestSchema,
    response: registerResponseSchema,
    rateLimit: 'register',
  }),
  changePassword: defineCall({
    ...own,
    method: 'POST',
    path: '/user/change-password',
    body: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
    errors: [403],
  }),
  /** Not in the specification (docs/adr/0014). */
  acceptPrivacyPolicy: defineCall({
    ...own,
    method: 'POST',
    path: '/api/v3/user/privacy-policy/accept',
    body: acceptPrivacyPolicyRequestSchema,
    response: acceptPrivacyPolicyResponseSchema,
    errors: [403, 409],
  }),
  changeLanguage: defineCall({
    ...own,
    ...firstScreenRoutes.changeLanguage,
    body: changeLanguageRequestSchema,
    response: changeSettingsResponseSchema,
  }),
  changeTimezone: defineCall({
    ...own,
    method: 'PATCH',
    path: '/user/settings/change-timezone',
    body: changeTimezoneRequestSchema,
    response: changeSettingsResponseSchema,
  }),
  /** The feedback form is offered to admins and light admins (spec 001 §2 "Shell: side menu"). */
  feedbackPassword: defineCall({
    access: access.roles('ADMIN', 'ADMIN_LIGHT'),
    tags,
    ...firstScreenRoutes.feedbackPassword,
    response: feedbackPasswordResponseSchema,
    errors: [404],
  }),
};
