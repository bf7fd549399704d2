import { signInRoutes } from '@mobilo/contract';
import { requestRoute } from '../../../lib/api-request';

/** GET /auth/check: whether the browser is signed in already; any failure counts as not. */
export async function hasSession(): Promise<boolean> {
  try {
    await requestRoute(signInRoutes.check);
    return true;
  } catch {
    return false;
  }
}
