// How a visitor reaches the sign-in page and leaves it for a provider: the single sign-on entry
// points and what the address says on the way back. Free of the schema library: the sign-in page
// reads these and loads without it.

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
