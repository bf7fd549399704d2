import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/components/login-page';
import { ExpenseCreateDialog } from '../features/expenses/components/expense-create-dialog';
import { ExpenseDetailDialog } from '../features/expenses/components/expense-detail-dialog';
import { ExpensesPage } from '../features/expenses/components/expenses-page';
import { WelcomePage } from '../features/welcome/components/welcome-page';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireSession } from './guards/require-session';
import { AuthLayout } from './layouts/auth-layout';
import { AuthenticatedLayout } from './layouts/authenticated-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { IndexRedirect } from './routes/index-redirect';

const toLogin = <Navigate to={paths.auth.login.href()} replace />;
const toWelcome = <Navigate to={paths.welcome.href()} replace />;

/**
 * The route table. Screens of areas that are not built yet fall through to the catch-all, which
 * sends signed-in users to the welcome page (the specification's rule for unknown paths).
 */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        path: paths.auth.index.path,
        element: <AuthLayout />,
        children: [
          { index: true, element: toLogin },
          {
            element: <RedirectIfSignedIn />,
            children: [{ path: paths.auth.login.path, element: <LoginPage /> }],
          },
          { path: '*', element: toLogin },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AuthenticatedLayout />,
            children: [
              { index: true, element: <IndexRedirect /> },
              { path: paths.welcome.path, element: <WelcomePage /> },
              {
                path: paths.expenses.list.path,
                element: <ExpensesPage />,
                children: [
                  { path: paths.expenses.new.path, element: <ExpenseCreateDialog /> },
                  { path: paths.expenses.detail.path, element: <ExpenseDetailDialog /> },
                ],
              },
              { path: '*', element: toWelcome },
            ],
          },
        ],
      },
    ],
  },
];
