import { type AppInfo, type FeatureFlagResponse, signInRoutes } from '@mobilo/contract';
import { requestRoute } from '../../../lib/api-request';

/** What the sign-in page offers besides the form, from the public calls it makes on opening. */
export interface LoginOptions {
  /** The MAINTENANCE flag: the maintenance page replaces the sign-in page. */
  maintenance: boolean;
  /** The CITY_LOGIN flag: the city mobility login is offered. */
  cityLogin: boolean;
  /** The local stage (from GET /api/app-info, never from the build): the demo accounts' quick logins. */
  quickLogins: boolean;
}

/** A flag that fails to load counts as off (spec 001 §7). */
async function flag(name: 'MAINTENANCE' | 'CITY_LOGIN'): Promise<boolean> {
  try {
    const answer = await requestRoute<FeatureFlagResponse>(signInRoutes.featureFlag, { params: { name } });
    return answer.value === true;
  } catch {
    return false;
  }
}

async function isLocalStage(): Promise<boolean> {
  try {
    const answer = await requestRoute<AppInfo>(signInRoutes.appInfo);
    return answer.stage === 'local';
  } catch {
    return false;
  }
}

/** GET /api/v3/feature-flag/MAINTENANCE and /CITY_LOGIN and GET /api/app-info, at once. */
export async function getLoginOptions(): Promise<LoginOptions> {
  const [maintenance, cityLogin, quickLogins] = await Promise.all([
    flag('MAINTENANCE'),
    flag('CITY_LOGIN'),
    isLocalStage(),
  ]);
  return { maintenance, cityLogin, quickLogins };
}
