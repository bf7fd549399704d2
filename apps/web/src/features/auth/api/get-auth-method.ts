import { type AuthMethodResponse, signInRoutes } from '@mobilo/contract';
import { requestRoute } from '../../../lib/api-request';

/** GET /auth/method?email=: LOCAL (ask for the password) or where to sign in instead. */
export function getAuthMethod(email: string): Promise<AuthMethodResponse> {
  return requestRoute(signInRoutes.authMethod, { query: { email } });
}

/** Where the browser goes to sign in for the email, or null when the password is asked here. */
export function redirectOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('redirect' in answer)) return null;
  return typeof answer.redirect === 'string' ? answer.redirect : null;
}
