import { lazyNamed } from '../lib/lazy-named';

/**
 * Each screen (and each layout) is a chunk of its own, so the login page does not carry the review
 * screens and a checker never downloads the user administration.
 */
export const AuthLayout = lazyNamed(() => import('./layouts/auth-layout'), 'AuthLayout');

/** The navigation table's guard and the start-screen redirect load with the authenticated area. */
const loadRouteGuard = () => import('../features/shell/components/route-guard');
const loadIndexRedirect = () => import('./routes/index-redirect');
export const RouteGuard = lazyNamed(loadRouteGuard, 'RouteGuard');
export const IndexRedirect = lazyNamed(loadIndexRedirect, 'IndexRedirect');

/** The layout's chunk and the guard's load side by side: every screen of the area waits for both. */
export const AuthenticatedLayout = lazyNamed(async () => {
  const [layout] = await Promise.all([import('./layouts/authenticated-layout'), loadRouteGuard(), loadIndexRedirect()]);
  return layout;
}, 'AuthenticatedLayout');
export const MaintenancePage = lazyNamed(
  () => import('../features/maintenance/components/maintenance-page'),
  'MaintenancePage',
);
export const LoginRoute = lazyNamed(() => import('./routes/login-route'), 'LoginRoute');
export const ForgotPasswordPage = lazyNamed(
  () => import('../features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
export const RegisterPage = lazyNamed(() => import('../features/auth/components/register-page'), 'RegisterPage');
export const LegalPage = lazyNamed(() => import('../features/legal/components/legal-page'), 'LegalPage');
export const DebugMailsPage = lazyNamed(
  () => import('../features/debug/components/debug-mails-page'),
  'DebugMailsPage',
);

export const WelcomePage = lazyNamed(() => import('../features/welcome/components/welcome-page'), 'WelcomePage');
export const ExpensesPage = lazyNamed(() => import('../features/expenses/components/expenses-page'), 'ExpensesPage');
export const ExpenseCreateDialog = lazyNamed(
  () => import('../features/expenses/components/expense-create-dialog'),
  'ExpenseCreateDialog',
);
export const ReceiptLessDialog = lazyNamed(
  () => import('../features/expenses/components/receipt-less-dialog'),
  'ReceiptLessDialog',
);
export const ExpenseDetailDialog = lazyNamed(
  () => import('../features/expenses/components/expense-detail-dialog'),
  'ExpenseDetailDialog',
);
export const ManagementScreen = lazyNamed(() => import('./screens/review-screens'), 'ManagementScreen');
export const AuditScreen = lazyNamed(() => import('./screens/review-screens'), 'AuditScreen');
export const ManagementExpenseDialog = lazyNamed(
  () => import('../features/review/components/management/management-expense-dialog'),
  'ManagementExpenseDialog',
);
export const UsersPage = lazyNamed(() => import('../features/users/components/users-page'), 'UsersPage');
export const NewUserPage = lazyNamed(() => import('../features/users/components/new-user-page'), 'NewUserPage');
export const ImportUsersPage = lazyNamed(
  () => import('../features/users/components/import-users-page'),
  'ImportUsersPage',
);
export const UserDetailPage = lazyNamed(
  () => import('../features/users/components/user-detail-page'),
  'UserDetailPage',
);
export const BudgetGroupsPage = lazyNamed(
  () => import('../features/budget-groups/components/budget-groups-page'),
  'BudgetGroupsPage',
);
export const BrandingPage = lazyNamed(() => import('../features/branding/components/branding-page'), 'BrandingPage');
export const FeatureFlagsPage = lazyNamed(
  () => import('../features/operator-flags/components/feature-flags-page'),
  'FeatureFlagsPage',
);
export const TaxConfigurationScreen = lazyNamed(() => import('./screens/settings-screens'), 'TaxConfigurationScreen');
export const UnsubscribePage = lazyNamed(
  () => import('../features/reminders/components/unsubscribe-page'),
  'UnsubscribePage',
);
export const DownloadsPage = lazyNamed(
  () => import('../features/downloads/components/downloads-page'),
  'DownloadsPage',
);
export const CompaniesPage = lazyNamed(() => import('../features/operator/components/companies-page'), 'CompaniesPage');
export const CompanyCreatePage = lazyNamed(
  () => import('../features/operator/components/company-create-page'),
  'CompanyCreatePage',
);
export const OperatorCompanyScreen = lazyNamed(() => import('./screens/operator-screens'), 'OperatorCompanyScreen');
export const OperatorUsersPage = lazyNamed(
  () => import('../features/operator/components/operator-users-page'),
  'OperatorUsersPage',
);
export const OperatorDashboardPage = lazyNamed(
  () => import('../features/operator/components/dashboard-page'),
  'DashboardPage',
);
export const RejectionReasonsPage = lazyNamed(
  () => import('../features/operator/components/rejection-reasons-page'),
  'RejectionReasonsPage',
);
export const CardManagementPage = lazyNamed(
  () => import('../features/card-management/components/card-management-page'),
  'CardManagementPage',
);
export const OperatorCardPage = lazyNamed(() => import('../features/operator/components/card-page'), 'CardPage');
export const IntegrationsPage = lazyNamed(
  () => import('../features/integrations/components/integrations-page'),
  'IntegrationsPage',
);
export const StyleGuidePage = lazyNamed(
  () => import('../features/debug/components/style-guide-page'),
  'StyleGuidePage',
);
export const MyTicketPage = lazyNamed(
  () => import('../features/germany-ticket/components/my-ticket-page'),
  'MyTicketPage',
);
export const BookingsPage = lazyNamed(
  () => import('../features/germany-ticket/components/bookings-page'),
  'BookingsPage',
);
export const TaxModulesPage = lazyNamed(
  () => import('../features/tax-modules/components/tax-modules-page'),
  'TaxModulesPage',
);
export const PartnerPage = lazyNamed(() => import('../features/partner/components/partner-page'), 'PartnerPage');
export const OperatorPartnerOffersPage = lazyNamed(
  () => import('../features/operator/components/partner-offers-page'),
  'PartnerOffersPage',
);
export const MyActivitiesPage = lazyNamed(
  () => import('../features/home-charging/components/my-activities-page'),
  'MyActivitiesPage',
);
export const ChargingUsersPage = lazyNamed(
  () => import('../features/home-charging/components/charging-users-page'),
  'ChargingUsersPage',
);
export const ChargingActivitiesPage = lazyNamed(
  () => import('../features/home-charging/components/activities-page'),
  'ActivitiesPage',
);
export const ChargingActivityPage = lazyNamed(
  () => import('../features/home-charging/components/activity-page'),
  'ActivityPage',
);
export const MyContractsPage = lazyNamed(
  () => import('../features/home-charging/components/my-contracts-page'),
  'MyContractsPage',
);
export const ChargingContractPage = lazyNamed(
  () => import('../features/home-charging/components/contract-page'),
  'ContractPage',
);
export const MyMobilityPage = lazyNamed(
  () => import('../features/card-my-mobility/components/my-mobility-page'),
  'MyMobilityPage',
);
export const AllowedListsPage = lazyNamed(
  () => import('../features/card-programme/components/allowed-lists-page'),
  'AllowedListsPage',
);
export const PayoutPlansPage = lazyNamed(
  () => import('../features/card-programme/components/payout-plans-page'),
  'PayoutPlansPage',
);
export const CardPayrollExportsPage = lazyNamed(
  () => import('../features/card-payroll-exports/components/card-payroll-exports-page'),
  'CardPayrollExportsPage',
);
