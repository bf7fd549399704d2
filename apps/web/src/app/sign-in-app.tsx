import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoginPage } from '../features/auth/components/login-page';
import { useSignInStart } from '../features/auth/hooks/use-sign-in-start';
import { i18n } from '../lib/i18n';
import { AuthFrame } from './layouts/auth-frame';
import { ThemeProvider } from './theme-provider';

const MaintenancePage = lazy(() =>
  import('../features/maintenance/components/maintenance-page').then((module) => ({
    default: module.MaintenancePage,
  })),
);

/**
 * The sign-in page as an entry of its own (main.tsx): React, Mantine's inputs and the texts, but
 * neither the router nor the query cache nor the schema library, so that it loads like a bare
 * page (docs/performance.md). Signing in loads the app.
 */
export function SignInApp({ env = 'default' }: { env?: 'default' | 'test' }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider style={null} env={env}>
        <SignInScreen />
      </ThemeProvider>
    </I18nextProvider>
  );
}

function SignInScreen() {
  const options = useSignInStart();
  if (options === null) return null;
  // While the MAINTENANCE flag is on, the maintenance page replaces the sign-in page as the app.
  if (options.maintenance)
    return (
      <Suspense fallback={null}>
        <MaintenancePage />
      </Suspense>
    );
  return (
    <AuthFrame>
      <LoginPage options={options} />
    </AuthFrame>
  );
}
