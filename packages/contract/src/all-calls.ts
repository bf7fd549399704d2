import { authCalls } from './auth/auth-calls';
import { ssoCalls } from './auth/sso-calls';
import type { CallDefinition } from './common/call';
import { companyCalls, supportCalls } from './companies/company-calls';
import { debugCalls, featureFlagCalls } from './flags/feature-flag-calls';
import { licenceCalls } from './licences/licence-calls';
import { budgetGroupCalls } from './budget-groups/budget-group-calls';
import { expenseCalls } from './expenses/expense-calls';
import { downloadCalls } from './tax-export/download-calls';
import { taxExportCalls } from './tax-export/tax-export-calls';
import { accountCalls } from './users/account-calls';
import { userAdminCalls } from './users/user-admin-calls';
import { periodCalls } from './periods/period-calls';
import { managementCalls } from './periods/management-calls';
import { exchangeRateCalls } from './exchange-rates/exchange-rate-calls';
import { userBudgetCalls } from './users/user-budget-calls';
import { offboardingCalls } from './offboarding/offboarding-calls';
import { cardCalls, cardProgrammeCalls } from './card/card-calls';
import { cardMyMobilityCalls } from './card/card-my-mobility-calls';
import { cardMemberCalls } from './card/card-member-calls';
import { cardPayrollCalls } from './card/card-payroll-calls';
import { systemCalls } from './common/system-calls';
import { taxBucketCalls } from './tax-buckets/tax-bucket-calls';
import { reviewCalls } from './review/review-calls';
import { operatorCalls } from './operator/operator-calls';
import { personioCalls } from './integrations/personio-calls';
import { germanyTicketCalls } from './germany-ticket/germany-ticket-calls';
import { homeChargingCalls } from './home-charging/home-charging-calls';
import { partnerOfferCalls } from './partner-offers/partner-offer-calls';
import { taxModuleCalls } from './tax-buckets/tax-module-calls';
import { reminderCalls } from './reminders/reminder-calls';
import { timelineCalls } from './reminders/timeline-calls';
import { receiptLessCalls } from './receipt-less/receipt-less-calls';

/**
 * Every call of the API. The server registers each, and its tests check that every registered
 * route has a definition here and that every role gets exactly the calls its access grants.
 * A module adds its `<context>Calls` object here.
 */
export const allCalls: readonly CallDefinition[] = [
  ...Object.values(expenseCalls),
  ...Object.values(budgetGroupCalls),
  ...Object.values(userAdminCalls),
  ...Object.values(accountCalls),
  ...Object.values(authCalls),
  ...Object.values(ssoCalls),
  ...Object.values(companyCalls),
  ...Object.values(supportCalls),
  ...Object.values(licenceCalls),
  ...Object.values(featureFlagCalls),
  ...Object.values(debugCalls),
  ...Object.values(downloadCalls),
  ...Object.values(taxExportCalls),
  ...Object.values(periodCalls),
  ...Object.values(managementCalls),
  ...Object.values(exchangeRateCalls),
  ...Object.values(userBudgetCalls),
  ...Object.values(offboardingCalls),
  ...Object.values(cardCalls),
  ...Object.values(cardProgrammeCalls),
  ...Object.values(cardMyMobilityCalls),
  ...Object.values(cardMemberCalls),
  ...Object.values(cardPayrollCalls),
  ...Object.values(systemCalls),
  ...Object.values(taxBucketCalls),
  ...Object.values(reviewCalls),
  ...Object.values(operatorCalls),
  ...Object.values(personioCalls),
  ...Object.values(germanyTicketCalls),
  ...Object.values(homeChargingCalls),
  ...Object.values(partnerOfferCalls),
  ...Object.values(taxModuleCalls),
  ...Object.values(reminderCalls),
  ...Object.values(timelineCalls),
  ...Object.values(receiptLessCalls),
];
