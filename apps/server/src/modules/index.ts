import {
  accountCalls,
  authCalls,
  budgetGroupCalls,
  cardCalls,
  cardMyMobilityCalls,
  cardPayrollCalls,
  cardProgrammeCalls,
  cardMemberCalls,
  companyCalls,
  debugCalls,
  downloadCalls,
  exchangeRateCalls,
  expenseCalls,
  featureFlagCalls,
  germanyTicketCalls,
  homeChargingCalls,
  licenceCalls,
  managementCalls,
  offboardingCalls,
  operatorCalls,
  partnerOfferCalls,
  periodCalls,
  receiptLessCalls,
  reminderCalls,
  timelineCalls,
  personioCalls,
  reviewCalls,
  ssoCalls,
  supportCalls,
  systemCalls,
  taxBucketCalls,
  taxExportCalls,
  taxModuleCalls,
  userAdminCalls,
  userBudgetCalls,
} from '@mobilo/contract';
import type { ServerModule } from '../platform/server-module';
import { accountRoutes } from './account/account.routes';
import { authRoutes } from './auth/auth.routes';
import { budgetGroupRoutes } from './budget-groups/budget-groups.routes';
import { budgetRoutes } from './budgets/budgets.routes';
import { cardIssuerRoutes } from './card/card-issuer.routes';
import { cardMembershipRoutes } from './card/card-membership.routes';
import { cardMyMobilityRoutes } from './card/card-my-mobility.routes';
import { cardMemberRoutes } from './card/card-members.routes';
import { cardMonthlyLoadJob, cardPlanLoadJob } from './card/card-loads.job';
import { cardProgrammeRoutes } from './card/card-programme.routes';
import { companyStyleRoutes } from './companies/company-style.routes';
import { downloadRoutes } from './downloads/downloads.routes';
import { exchangeRateJobs } from './exchange-rates/exchange-rates.job';
import { exchangeRateRoutes } from './exchange-rates/exchange-rates.routes';
import { expenseRequestKeysJob } from './expenses/expense-request-keys.job';
import { expenseRoutes } from './expenses/expenses.routes';
import { featureFlagRoutes } from './flags/feature-flags.routes';
import { germanyTicketRoutes } from './germany-ticket/germany-ticket.routes';
import { ticketMonthsJob } from './germany-ticket/ticket-months.job';
import { fileSweepJob } from './file-sweep/file-sweep.job';
import { homeChargingRoutes } from './home-charging/home-charging.routes';
import { licencesRoutes } from './licences/licences.routes';
import { mailRoutes } from './mail/mail.routes';
import { managementRoutes } from './management/management.routes';
import { offboardingRoutes } from './offboarding/offboarding.routes';
import { operatorRoutes } from './operator/operator.routes';
import { partnerOfferRoutes } from './partner-offers/partner-offers.routes';
import { periodRoutes } from './periods/periods.routes';
import { personioNightlySyncJob, personioSyncJob } from './personio/personio-sync.job';
import { personioRoutes } from './personio/personio.routes';
import { receiptReadingJobs } from './receipts/receipt-reading.job';
import { receiptLessRoutes } from './receipt-less/receipt-less.routes';
import { receiptRoutes } from './receipts/receipts.routes';
import { remindersJob } from './reminders/reminders.job';
import { reminderRoutes, timelineRoutes } from './reminders/reminders.routes';
import { reviewRoutes } from './review/review.routes';
import { ssoRoutes } from './sso/sso.routes';
import { supportRoutes } from './support/support.routes';
import { systemRoutes } from './system/system.routes';
import { taxBucketRoutes } from './tax-buckets/tax-buckets.routes';
import { taxConfigurationRoutes } from './tax-buckets/tax-configuration.routes';
import { taxExportJobs } from './tax-export/tax-export.job';
import { cardPayrollExportRoutes } from './tax-export/card-payroll-export.routes';
import { taxExportRoutes } from './tax-export/tax-export.routes';
import { taxModuleRoutes } from './tax-modules/tax-modules.routes';
import { scheduledUserChangesJob } from './user-admin/scheduled-user-changes.job';
import { userAdminRoutes } from './user-admin/user-admin.routes';

/**
 * The module manifest: every bounded context of the server, one entry each, and the only list of
 * them. `buildApp` registers their routes, jobs and periodic jobs (schedules) from it, the call tests take their calls from
 * it, and a test checks that every folder under `modules/` has its entry. A new module is one line.
 */
export const serverModules: readonly ServerModule[] = [
  { name: 'system', routes: [systemRoutes], calls: [systemCalls] },
  { name: 'auth', routes: [authRoutes], calls: [authCalls] },
  { name: 'sso', routes: [ssoRoutes], calls: [ssoCalls] },
  { name: 'users' },
  { name: 'account', routes: [accountRoutes], calls: [accountCalls] },
  {
    name: 'user-admin',
    routes: [userAdminRoutes],
    calls: [userAdminCalls],
    jobs: (deps) => ({ schedules: [scheduledUserChangesJob(deps)] }),
  },
  { name: 'budget-groups', routes: [budgetGroupRoutes], calls: [budgetGroupCalls] },
  { name: 'tax-buckets', routes: [taxBucketRoutes, taxConfigurationRoutes], calls: [taxBucketCalls] },
  { name: 'licences', routes: [licencesRoutes], calls: [licenceCalls] },
  { name: 'companies', routes: [companyStyleRoutes], calls: [companyCalls] },
  { name: 'flags', routes: [featureFlagRoutes], calls: [featureFlagCalls] },
  { name: 'mail', routes: [mailRoutes], calls: [debugCalls] },
  { name: 'periods', routes: [periodRoutes], calls: [periodCalls] },
  { name: 'budgets', routes: [budgetRoutes], calls: [userBudgetCalls] },
  {
    name: 'exchange-rates',
    routes: [exchangeRateRoutes],
    calls: [exchangeRateCalls],
    jobs: (deps) => ({ schedules: exchangeRateJobs(deps) }),
  },
  {
    name: 'expenses',
    routes: [expenseRoutes],
    calls: [expenseCalls],
    jobs: (deps) => ({ schedules: [expenseRequestKeysJob(deps)] }),
  },
  { name: 'receipts', routes: [receiptRoutes], jobs: receiptReadingJobs },
  { name: 'review', routes: [reviewRoutes], calls: [reviewCalls] },
  { name: 'operator', routes: [operatorRoutes], calls: [operatorCalls] },
  {
    name: 'personio',
    routes: [personioRoutes],
    calls: [personioCalls],
    jobs: (deps) => ({ definitions: [personioSyncJob(deps)], schedules: [personioNightlySyncJob(deps)] }),
  },
  {
    name: 'germany-ticket',
    routes: [germanyTicketRoutes],
    calls: [germanyTicketCalls],
    jobs: (deps) => ({ schedules: [ticketMonthsJob(deps)] }),
  },
  { name: 'home-charging', routes: [homeChargingRoutes], calls: [homeChargingCalls] },
  { name: 'partner-offers', routes: [partnerOfferRoutes], calls: [partnerOfferCalls] },
  { name: 'tax-modules', routes: [taxModuleRoutes], calls: [taxModuleCalls] },
  {
    name: 'card',
    routes: [cardMembershipRoutes, cardIssuerRoutes, cardProgrammeRoutes, cardMyMobilityRoutes, cardMemberRoutes],
    calls: [cardCalls, cardProgrammeCalls, cardMyMobilityCalls, cardMemberCalls],
    jobs: (deps) => ({ definitions: [cardPlanLoadJob(deps)], schedules: [cardMonthlyLoadJob(deps)] }),
  },
  { name: 'offboarding', routes: [offboardingRoutes], calls: [offboardingCalls] },
  {
    name: 'tax-export',
    routes: [taxExportRoutes, cardPayrollExportRoutes],
    calls: [taxExportCalls, cardPayrollCalls],
    jobs: taxExportJobs,
  },
  { name: 'downloads', routes: [downloadRoutes], calls: [downloadCalls] },
  { name: 'payroll-results' },
  { name: 'support', routes: [supportRoutes], calls: [supportCalls] },
  { name: 'management', routes: [managementRoutes], calls: [managementCalls] },
  { name: 'file-sweep', jobs: (deps) => ({ schedules: [fileSweepJob(deps)] }) },
  {
    name: 'reminders',
    routes: [reminderRoutes, timelineRoutes],
    calls: [reminderCalls, timelineCalls],
    jobs: (deps) => ({ schedules: [remindersJob(deps)] }),
  },
  { name: 'receipt-less', routes: [receiptLessRoutes], calls: [receiptLessCalls] },
];

/** Every call of the API the server answers, from the manifest. */
export const servedCalls = serverModules.flatMap((module) =>
  (module.calls ?? []).flatMap((calls) => Object.values(calls)),
);
