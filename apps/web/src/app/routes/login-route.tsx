import { LoginPage } from '../../features/auth/components/login-page';
import { useFeatureFlag } from '../../lib/feature-flags';

/** The login page with the city mobility login offered only while its flag is on. */
export function LoginRoute() {
  const cityLogin = useFeatureFlag('CITY_LOGIN');
  return <LoginPage cityLoginEnabled={cityLogin.data === true} />;
}
