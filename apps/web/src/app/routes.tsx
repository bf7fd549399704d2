import { navigationTable, routePaths, type RouteName } from '@mobilo/contract';
import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { paths } from '../config/paths';
import { LoadingIndicator } from '../components/load-state';
import { MaintenanceGate } from './guards/maintenance-gate';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireSession } from './guards/require-session';
import * as Screens from './lazy-screens';
import { RouteErrorBoundary } from './route-error-boundary';

const toLogin = <Navigate to={paths.auth.login.href()} replace />;
const toWelcome = <Navigate to={paths.welcome.href()} replace />;

/** A dialog route over its screen appears once its chunk is there; the screen stays meanwhile. */
const overlay = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

/** The screens of the named routes: the type asks for one per route, so no route is left without a screen. */
const screens: Record<RouteName, ReactNode> = {
  Welcome: <Screens.WelcomePage />,
  Employee: <Screens.ExpensesPage />,
  Partner: <Screens.PartnerPage />,
  Management: <Screens.ManagementScreen />,
  Audit: <Screens.AuditScreen />,
  Users: <Screens.UsersPage />,
  BudgetGroups: <Screens.BudgetGroupsPage />,
  Branding: <Screens.BrandingPage />,
  GodCompanies: <Screens.CompaniesPage />,
  GodUsers: <Screens.OperatorUsersPage />,
  GodSettings: <Screens.RejectionReasonsPage />,
  GodFeatureFlags: <Screens.FeatureFlagsPage />,
  GodCard: <Screens.OperatorCardPage />,
  CardManagement: <Screens.CardManagementPage />,
  GodPartnerOffers: <Screens.OperatorPartnerOffersPage />,
  TaxConfiguration: <Screens.TaxConfigurationScreen />,
  TaxModules: <Screens.TaxModulesPage />,
  Downloads: <Screens.DownloadsPage />,
  Integrations: <Screens.IntegrationsPage />,
  BookingsMyTicket: <Screens.MyTicketPage />,
  Bookings: <Screens.BookingsPage />,
  HomeChargingMyActivities: <Screens.MyActivitiesPage />,
  HomeChargingMyContracts: <Screens.MyContractsPage />,
  HomeChargingUsers: <Screens.ChargingUsersPage />,
  HomeChargingActivities: <Screens.ChargingActivitiesPage />,
  CardMyMobility: <Screens.MyMobilityPage />,
  CardWhitelists: <Screens.AllowedListsPage />,
  CardPayoutPlans: <Screens.PayoutPlansPage />,
  CardPayrollExports: <Screens.CardPayrollExportsPage />,
};

const guarded = (route: RouteName, element: ReactNode) => (
  <Screens.RouteGuard route={route}>{element}</Screens.RouteGuard>
);

/** Dialogs that open over a named route's screen, on routes of their own. */
const childRoutes: Partial<Record<RouteName, RouteObject[]>> = {
  Employee: [
    { path: paths.expenses.new.path, element: overlay(<Screens.ExpenseCreateDialog />) },
    { path: paths.expenses.newReceiptLess.path, element: overlay(<Screens.ReceiptLessDialog />) },
    { path: paths.expenses.detail.path, element: overlay(<Screens.ExpenseDetailDialog />) },
  ],
  Management: [{ path: paths.management.detail.path, element: overlay(<Screens.ManagementExpenseDialog />) }],
  // The audit page shows the route's expense in its own slide-in panel.
  Audit: [{ path: paths.audit.expense.path }],
};

/** Every named route behind the guard that the navigation table derives for it. */
const namedRoutes: RouteObject[] = navigationTable.map(({ route }) => ({
  path: routePaths[route],
  element: guarded(route, screens[route]),
  ...(childRoutes[route] ? { children: childRoutes[route] } : {}),
}));

const companyTabs = ['license', 'details', 'users', 'style'] as const;
const companyTabPaths = {
  license: paths.god.companyLicense.path,
  details: paths.god.companyDetails.path,
  users: paths.god.companyUsers.path,
  style: paths.god.companyStyle.path,
} as const;

function CompanyLicenceRedirect() {
  const { companyId = '' } = useParams();
  return <Navigate to={paths.god.companyLicense.href(companyId)} replace />;
}

/** Routes below a named route share its guard. */
const subRoutes: RouteObject[] = [
  { path: paths.users.new.path, element: guarded('Users', <Screens.NewUserPage />) },
  { path: paths.users.import.path, element: guarded('Users', <Screens.ImportUsersPage />) },
  { path: paths.users.detail.path, element: guarded('Users', <Screens.UserDetailPage />) },
  { path: paths.settings.index.path, element: <Navigate to={paths.settings.budgetGroups.href()} replace /> },
  { path: paths.settings.newBudgetGroup.path, element: guarded('BudgetGroups', <Screens.BudgetGroupsPage creating />) },
  { path: paths.settings.budgetGroup.path, element: guarded('BudgetGroups', <Screens.BudgetGroupsPage />) },
  // Home charging's screens below its named routes share their guards.
  {
    path: paths.homeCharging.activity.path,
    element: guarded('HomeChargingActivities', <Screens.ChargingActivityPage />),
  },
  {
    path: paths.homeCharging.contract.path,
    element: guarded('HomeChargingActivities', <Screens.ChargingContractPage />),
  },
  // The operator area: a company opens on its licence; every tab has a route of its own.
  { path: paths.god.newCompany.path, element: guarded('GodCompanies', <Screens.CompanyCreatePage />) },
  { path: paths.god.company.path, element: guarded('GodCompanies', <CompanyLicenceRedirect />) },
  ...companyTabs.map((tab) => ({
    path: companyTabPaths[tab],
    element: guarded('GodCompanies', <Screens.OperatorCompanyScreen tab={tab} />),
  })),
  { path: paths.god.dashboard.path, element: guarded('GodCompanies', <Screens.OperatorDashboardPage />) },
];

/** The route table. Unknown paths send signed-in users to the welcome page (spec 001 §2). */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    // Until a layout's chunk is there, the spinner fills the screen; each layout then shows the
    // spinner in its own content area while a screen's chunk loads.
    element: (
      <Suspense fallback={<LoadingIndicator size="screen" />}>
        <MaintenanceGate />
      </Suspense>
    ),
    children: [
      {
        path: paths.auth.index.path,
        element: <Screens.AuthLayout />,
        children: [
          { index: true, element: toLogin },
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: paths.auth.login.path, element: <Screens.LoginRoute /> },
              { path: paths.auth.forgotPassword.path, element: <Screens.ForgotPasswordPage /> },
              { path: paths.auth.resetPassword.path, element: <Screens.ResetPasswordPage /> },
              { path: paths.auth.register.path, element: <Screens.RegisterPage /> },
            ],
          },
          { path: paths.auth.termsConditions.path, element: <Screens.LegalPage document="terms" /> },
          { path: paths.auth.privacyPolicy.path, element: <Screens.LegalPage document="privacy" /> },
          { path: paths.auth.imprint.path, element: <Screens.LegalPage document="imprint" /> },
          { path: paths.auth.unsubscribe.path, element: <Screens.UnsubscribePage /> },
          { path: '*', element: toLogin },
        ],
      },
      // The outbox must be readable before signing in (to follow a reset link); its API exists
      // only on the local, development and QA stages.
      { path: paths.debug.mails.path, element: <Screens.DebugMailsPage /> },
      { path: paths.debug.style.path, element: <Screens.StyleGuidePage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <Screens.AuthenticatedLayout />,
            children: [
              { index: true, element: <Screens.IndexRedirect /> },
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
