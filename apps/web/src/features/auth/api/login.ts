import { type LoginRequest, type LoginResponse, signInRoutes } from '@mobilo/contract';
import { requestRoute } from '../../../lib/api-request';

/**
 * POST /auth/login: sets the session cookie. The sign-in page then loads the app, which reads the
 * session itself, so the answer is not checked here.
 */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return requestRoute(signInRoutes.login, { body });
}
