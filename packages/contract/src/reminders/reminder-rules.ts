import { isExpiryMonth } from '../budget/budget-arithmetic';
import type { UserStatus } from '../vocabulary/user-enums';
import { addMonths, lastDayOfPeriod, periodOfDate, type PeriodString } from '../vocabulary/period-string';
import { defaultRightsOfRole, employeeAreaRoles, reviewerRoles, type RoleName } from '../vocabulary/roles';
import { addDays, daysBetween } from './calendar-days';
import type { CompanyReminderSettings, ReminderCause } from './reminder-settings';

type Settings = Pick<
  CompanyReminderSettings,
  'submissionDeadlineDay' | 'daysBeforeDeadline' | 'reviewWaitingDays' | 'importWaitingDays'
>;

/** Period P's expenses are to be submitted by this day of the month after P. */
export function submissionDeadline(period: PeriodString, settings: Pick<Settings, 'submissionDeadlineDay'>): string {
  const next = addMonths(period, 1);
  return `${next.slice(0, 4)}-${next.slice(4, 6)}-${String(settings.submissionDeadlineDay).padStart(2, '0')}`;
}

/** Drafts of an open period: reminded from N days before its deadline up to the deadline itself. */
export function isDraftReminderDue(today: string, period: PeriodString, settings: Settings): boolean {
  const left = daysBetween(today, submissionDeadline(period, settings));
  return periodOfDate(today) >= period && left >= 0 && left <= settings.daysBeforeDeadline;
}

/**
 * Budget left in a month whose end expires it (the group's overflow interval): announced in the
 * month's last N days, and only when something is left.
 */
export function isBudgetExpiryDue(
  today: string,
  facts: { overflowInterval: readonly number[]; remainingCents: number },
  settings: Settings,
): boolean {
  const period = periodOfDate(today);
  if (facts.remainingCents <= 0 || !isExpiryMonth(period, facts.overflowInterval)) return false;
  return daysBetween(today, lastDayOfPeriod(period)) <= settings.daysBeforeDeadline;
}

/** A submitted, unchecked expense has waited at least N days for its review. */
export function isReviewWaiting(today: string, submittedOn: string, settings: Settings): boolean {
  return daysBetween(submittedOn, today) >= settings.reviewWaitingDays;
}

/** An open period whose submission deadline has passed may be closed. */
export function isMonthClosable(
  today: string,
  period: PeriodString,
  state: { isClosed: boolean; isInvoiced: boolean },
  settings: Settings,
): boolean {
  return !state.isClosed && !state.isInvoiced && today > submissionDeadline(period, settings);
}

/** A closed period whose month has started and that is not invoiced yet may be invoiced. */
export function isMonthInvoiceable(
  today: string,
  period: PeriodString,
  state: { isClosed: boolean; isInvoiced: boolean },
): boolean {
  return state.isClosed && !state.isInvoiced && periodOfDate(today) >= period;
}

/** A written payroll export not marked imported N days after it was written. */
export function isExportWaitingForImport(today: string, writtenOn: string, settings: Settings): boolean {
  return daysBetween(writtenOn, today) >= settings.importWaitingDays;
}

/** Who hears of each cause: the employee area, the reviewers, or those who manage periods. */
export function rolesRemindedOf(cause: ReminderCause): readonly RoleName[] {
  switch (cause) {
    case 'DRAFTS_BEFORE_DEADLINE':
    case 'BUDGET_EXPIRING':
    case 'EXPENSE_REJECTED':
    case 'EXPENSE_MARKED':
      return employeeAreaRoles;
    case 'REVIEW_WAITING':
      return reviewerRoles;
    case 'MONTH_CLOSABLE':
    case 'MONTH_INVOICEABLE':
    case 'EXPORT_NOT_IMPORTED':
      return (Object.keys(defaultRightsOfRole) as RoleName[]).filter((role) =>
        defaultRightsOfRole[role].includes('CAN_MANAGE_PERIODS'),
      );
  }
}

/** Nobody deactivated (or not yet active) hears anything, nor anybody who switched reminders off. */
export function mayBeReminded(facts: {
  status: UserStatus;
  role: RoleName;
  cause: ReminderCause;
  companyEnabled: boolean;
  userEnabled: boolean;
}): boolean {
  return (
    facts.status === 'ACTIVE' &&
    facts.companyEnabled &&
    facts.userEnabled &&
    rolesRemindedOf(facts.cause).includes(facts.role)
  );
}

/**
 * A digest user's monthly mail goes out once a month, from the day the drafts of last month's
 * period are first reminded of (the digest's key is the month it goes out in).
 */
export function isDigestDue(today: string, settings: Settings): boolean {
  const lastMonth = addMonths(periodOfDate(today), -1);
  return today >= addDays(submissionDeadline(lastMonth, settings), -settings.daysBeforeDeadline);
}
