import { z } from 'zod';
import { emailSchema } from '../common/primitives';

/** GET /auth/method?email= */
export const authMethodQuerySchema = z.strictObject({ email: emailSchema });
export type AuthMethodQuery = z.infer<typeof authMethodQuerySchema>;

/** The local marker (ask for the password) or where the browser goes to sign in elsewhere. */
export const authMethodResponseSchema = z
  .union([z.object({ method: z.literal('LOCAL') }), z.object({ redirect: z.string() })])
  .meta({ id: 'AuthMethod' });
export type AuthMethodResponse = z.infer<typeof authMethodResponseSchema>;

/** The single sign-on entry points the browser navigates to. */
export const ssoLoginPaths = {
  MICROSOFT: '/auth/mslogin/login/WEB',
  M_LOGIN: '/auth/m-login/login/WEB',
} as const;
export type SsoProvider = keyof typeof ssoLoginPaths;

/**
 * Codes the server puts into `/auth/login?loginError=`; every ERROR_CODE_1… is shown as the
 * single-sign-on failure ERROR_CODE_100.
 */
export const loginErrorCodes = {
  ssoFailed: 'ERROR_CODE_101',
  ssoNoAccount: 'ERROR_CODE_102',
  ssoDeactivated: 'ERROR_CODE_103',
  cityLoginUnavailable: 'ERROR_CODE_104',
} as const;

export function loginErrorToErrorCode(loginError: string): 'ERROR_CODE_100' | null {
  return loginError.startsWith('ERROR_CODE_1') ? 'ERROR_CODE_100' : null;
}
