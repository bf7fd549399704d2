import { navigationTable, type Period, routePaths, type RouteName } from '@mobilo/contract';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { BrandingPage } from '../features/branding/components/branding-page';
import { FeatureFlagsPage } from '../features/operator-flags/components/feature-flags-page';
import { NotAvailablePage } from '../features/shell/components/not-available-page';
import { RouteGuard } from '../features/shell/components/route-guard';
import { BudgetGroupsPage } from '../features/budget-groups/components/budget-groups-page';
import { ImportUsersPage } from '../features/users/components/import-users-page';
import { NewUserPage } from '../features/users/components/new-user-page';
import { UserDetailPage } from '../features/users/components/user-detail-page';
import { UsersPage } from '../features/users/components/users-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { DebugMailsPage } from '../features/debug/components/debug-mails-page';
import { LegalPage } from '../features/legal/components/legal-page';
import { ExpenseCreateDialog } from '../features/expenses/components/expense-create-dialog';
import { ExpenseDetailDialog } from '../features/expenses/components/expense-detail-dialog';
import { ExpensesPage } from '../features/expenses/components/expenses-page';
import { AuditPage } from '../features/review/components/audit/audit-page';
import { ManagementExpenseDialog } from '../features/review/components/management/management-expense-dialog';
import { ManagementPage } from '../features/review/components/management/management-page';
import { InvoiceDownloadCenterHint } from '../features/review/components/tax-export/invoice-download-center-hint';
import { TaxReportButton } from '../features/review/components/tax-export/tax-report-button';
import { WelcomePage } from '../features/welcome/components/welcome-page';
import { DownloadsPage } from '../features/downloads/components/downloads-page';
import { TaxConfigurationPage } from '../features/tax-configuration/components/tax-configuration-page';
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

/** The screens of the named routes; a named route without one says that it is not available yet. */
/** The payroll export's button, placed among the period actions of both review screens. */
const renderTaxReportButton = (period: Period) => <TaxReportButton period={period} />;

const screens: Partial<Record<RouteName, ReactNode>> = {
  Welcome: <WelcomePage />,
  Employee: <ExpensesPage />,
  Management: (
    <ManagementPage taxReportButton={renderTaxReportButton} invoiceDialogHint={<InvoiceDownloadCenterHint />} />
  ),
  Audit: <AuditPage taxReportButton={renderTaxReportButton} invoiceDialogHint={<InvoiceDownloadCenterHint />} />,
  Users: <UsersPage />,
  BudgetGroups: <BudgetGroupsPage />,
  Branding: <BrandingPage />,
  GodFeatureFlags: <FeatureFlagsPage />,
  TaxConfiguration: <TaxConfigurationPage />,
  Downloads: <DownloadsPage />,
};

const guarded = (route: RouteName, element: ReactNode) => <RouteGuard route={route}>{element}</RouteGuard>;

/** Dialogs that open over a named route's screen, on routes of their own. */
const childRoutes: Partial<Record<RouteName, RouteObject[]>> = {
  Employee: [
    { path: paths.expenses.new.path, element: <ExpenseCreateDialog /> },
    { path: paths.expenses.detail.path, element: <ExpenseDetailDialog /> },
  ],
  Management: [{ path: paths.management.detail.path, element: <ManagementExpenseDialog /> }],
  // The audit page shows the route's expense in its own slide-in panel.
  Audit: [{ path: paths.audit.expense.path }],
};

/** Every named route behind the guard that the navigation table derives for it. */
const namedRoutes: RouteObject[] = navigationTable.map(({ route }) => ({
  path: routePaths[route],
  element: guarded(route, screens[route] ?? <NotAvailablePage route={route} />),
  ...(childRoutes[route] ? { children: childRoutes[route] } : {}),
}));

function notDescribedYet(route: RouteName, routePaths: string[]): RouteObject[] {
  return routePaths.map((path) => ({ path, element: guarded(route, <NotAvailablePage route={route} />) }));
}

/** Routes below a named route share its guard. */
const subRoutes: RouteObject[] = [
  { path: paths.users.new.path, element: guarded('Users', <NewUserPage />) },
  { path: paths.users.import.path, element: guarded('Users', <ImportUsersPage />) },
  { path: paths.users.detail.path, element: guarded('Users', <UserDetailPage />) },
  { path: paths.settings.index.path, element: <Navigate to={paths.settings.budgetGroups.href()} replace /> },
  { path: paths.settings.newBudgetGroup.path, element: guarded('BudgetGroups', <BudgetGroupsPage creating />) },
  { path: paths.settings.budgetGroup.path, element: guarded('BudgetGroups', <BudgetGroupsPage />) },
  // Screens the specification names without describing: honest pages behind their area's guard.
  ...notDescribedYet('HomeChargingActivities', [paths.homeCharging.activity.path, paths.homeCharging.contract.path]),
  ...notDescribedYet('HomeChargingMyActivities', [paths.homeCharging.myContracts.path]),
  ...notDescribedYet('GodCompanies', [
    paths.god.newCompany.path,
    paths.god.company.path,
    paths.god.companyLicense.path,
    paths.god.dashboard.path,
  ]),
];

/** The route table. Unknown paths send signed-in users to the welcome page (spec 001 §2). */
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
              ...namedRoutes,
              { path: paths.god.index.path, element: <Navigate to={paths.god.companies.href()} replace /> },
              ...subRoutes,
              { path: '*', element: toWelcome },
            ],
          },
        ],
      },
    ],
  },
];
