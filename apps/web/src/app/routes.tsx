import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/components/login-page';
import { BudgetGroupsPage } from '../features/budget-groups/components/budget-groups-page';
import { ImportUsersPage } from '../features/users/components/import-users-page';
import { NewUserPage } from '../features/users/components/new-user-page';
import { UserDetailPage } from '../features/users/components/user-detail-page';
import { UsersPage } from '../features/users/components/users-page';
import { WelcomePage } from '../features/welcome/components/welcome-page';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireRight } from './guards/require-right';
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
                element: <RequireRight right="CAN_MANAGE_USERS" />,
                children: [
                  { path: paths.users.list.path, element: <UsersPage /> },
                  { path: paths.users.new.path, element: <NewUserPage /> },
                  { path: paths.users.import.path, element: <ImportUsersPage /> },
                  { path: paths.users.detail.path, element: <UserDetailPage /> },
                ],
              },
              {
                element: <RequireRight right="CAN_MANAGE_BUDGET_GROUPS" />,
                children: [
                  { path: paths.settings.index.path, element: <Navigate to={paths.settings.budgetGroups.href()} replace /> },
                  { path: paths.settings.budgetGroups.path, element: <BudgetGroupsPage /> },
                  { path: paths.settings.newBudgetGroup.path, element: <BudgetGroupsPage creating /> },
                  { path: paths.settings.budgetGroup.path, element: <BudgetGroupsPage /> },
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
