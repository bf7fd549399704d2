import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { DebugMailsPage } from '../features/debug/components/debug-mails-page';
import { LegalPage } from '../features/legal/components/legal-page';
import { WelcomePage } from '../features/welcome/components/welcome-page';
import { MaintenanceGate } from './guards/maintenance-gate';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireSession } from './guards/require-session';
import { AuthLayout } from './layouts/auth-layout';
import { AuthenticatedLayout } from './layouts/authenticated-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { IndexRedirect } from './routes/index-redirect';
import { LoginRoute } from './routes/login-route';

const toLogin = <Navigate to={paths.auth.login.href()} replace />;
const toWelcome = <Navigate to={paths.welcome.href()} replace />;

/**
 * The route table. Screens of areas that are not built yet fall through to the catch-all, which
 * sends signed-in users to the welcome page (the specification's rule for unknown paths).
 */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    element: <MaintenanceGate />,
    children: [
      {
        path: paths.auth.index.path,
        element: <AuthLayout />,
        children: [
          { index: true, element: toLogin },
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: paths.auth.login.path, element: <LoginRoute /> },
              { path: paths.auth.forgotPassword.path, element: <ForgotPasswordPage /> },
              { path: paths.auth.resetPassword.path, element: <ResetPasswordPage /> },
              { path: paths.auth.register.path, element: <RegisterPage /> },
            ],
          },
          { path: paths.auth.termsConditions.path, element: <LegalPage document="terms" /> },
          { path: paths.auth.privacyPolicy.path, element: <LegalPage document="privacy" /> },
          { path: paths.auth.imprint.path, element: <LegalPage document="imprint" /> },
          { path: '*', element: toLogin },
        ],
      },
      // The outbox must be readable before signing in (to follow a reset link); its API exists
      // only on the local, development and QA stages.
      { path: paths.debug.mails.path, element: <DebugMailsPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AuthenticatedLayout />,
            children: [
              { index: true, element: <IndexRedirect /> },
              { path: paths.welcome.path, element: <WelcomePage /> },
              { path: '*', element: toWelcome },
            ],
          },
        ],
      },
    ],
  },
];
