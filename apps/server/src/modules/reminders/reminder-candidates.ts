import {
  type CompanyReminderSettings,
  currentPeriod,
  dayOfInstant,
  daysBetween,
  fromCents,
  isBudgetExpiryDue,
  isDraftReminderDue,
  isExportWaitingForImport,
  isMonthClosable,
  isMonthInvoiceable,
  isReviewWaiting,
  lastDayOfPeriod,
  type Language,
  mayBeReminded,
  rolesRemindedOf,
  submissionDeadline,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ReminderItem } from '../../platform/mailer';
import { companyBudgetMonthsByUser } from '../budgets/period-budgets.service';
import {
  countDrafts,
  countUnchecked,
  listExportsNotImported,
  listPeriodsNotInvoiced,
  listRejectedOrMarked,
  listReminderRecipients,
} from './reminders.repository';

export type Recipient = Awaited<ReturnType<typeof listReminderRecipients>>[number];

/** One reminder due for one user: the facts of its mail and the key that sends it once. */
export interface Candidate {
  user: Recipient;
  item: ReminderItem;
  subjectKey: string;
}

const noFacts = { period: null, count: 1, day: null, amount: null, note: null } as const;

/** Every reminder due today in one company, for the users who may hear of it. */
export async function dueReminders(
  db: Executor,
  company: { id: string; currency: string },
  settings: CompanyReminderSettings,
  now: Date,
): Promise<Candidate[]> {
  const today = dayOfInstant(now);
  const month = currentPeriod(now);
  const recipients = await listReminderRecipients(db, company.id);
  const byId = new Map(recipients.map((user) => [user.id, user]));
  const periods = await listPeriodsNotInvoiced(db, company.id, month);
  const periodOf = new Map(periods.map((period) => [period.id, period.periodString]));
  const openIds = periods.filter((period) => !period.isClosed).map((period) => period.id);
  const found: Candidate[] = [];
  const toUser = (userId: string, item: ReminderItem, subjectKey: string) => {
    const user = byId.get(userId);
    if (user) found.push({ user, item, subjectKey });
  };
  const toRoles = (item: ReminderItem, subjectKey: string) => {
    for (const user of recipients)
      if (rolesRemindedOf(item.cause).includes(user.role)) found.push({ user, item, subjectKey });
  };

  for (const row of await countDrafts(db, company.id, openIds)) {
    const period = periodOf.get(row.periodId)!;
    if (!isDraftReminderDue(today, period, settings)) continue;
    const day = submissionDeadline(period, settings);
    toUser(row.userId, { ...noFacts, cause: 'DRAFTS_BEFORE_DEADLINE', period, count: row.drafts, day }, period);
  }

  for (const row of await listRejectedOrMarked(
    db,
    company.id,
    periods.map((period) => period.id),
  )) {
    const period = periodOf.get(row.periodId)!;
    const user = byId.get(row.userId);
    if (!user) continue;
    if (row.status === 'REJECTED') {
      const reason = (user.culture as Language) === 'de' ? row.reasonDe : row.reasonEn;
      const note = [reason, row.rejectComment].filter(Boolean).join(' – ');
      toUser(row.userId, { ...noFacts, cause: 'EXPENSE_REJECTED', period, note }, row.id);
    } else {
      toUser(row.userId, { ...noFacts, cause: 'EXPENSE_MARKED', period, note: row.markerNote ?? '' }, row.id);
    }
  }

  for (const row of await countUnchecked(
    db,
    company.id,
    periods.map((period) => period.id),
  )) {
    if (!isReviewWaiting(today, dayOfInstant(row.oldest), settings)) continue;
    const period = periodOf.get(row.periodId)!;
    toRoles({ ...noFacts, cause: 'REVIEW_WAITING', period, count: row.waiting }, period);
  }

  for (const period of periods) {
    if (isMonthClosable(today, period.periodString, period, settings)) {
      const day = submissionDeadline(period.periodString, settings);
      toRoles({ ...noFacts, cause: 'MONTH_CLOSABLE', period: period.periodString, day }, period.periodString);
    }
    if (isMonthInvoiceable(today, period.periodString, period)) {
      toRoles({ ...noFacts, cause: 'MONTH_INVOICEABLE', period: period.periodString }, period.periodString);
    }
  }

  for (const row of await listExportsNotImported(db, company.id)) {
    if (!row.writtenAt || !isExportWaitingForImport(today, dayOfInstant(row.writtenAt), settings)) continue;
    const day = dayOfInstant(row.writtenAt);
    toRoles(
      { ...noFacts, cause: 'EXPORT_NOT_IMPORTED', period: row.periodString, count: row.files, day },
      row.periodString,
    );
  }

  // The budget figures cost a few queries: only in the last days of a month.
  const lastDay = lastDayOfPeriod(month);
  if (daysBetween(today, lastDay) <= settings.daysBeforeDeadline) {
    const budgets = await companyBudgetMonthsByUser(db, company.id, month);
    for (const user of recipients) {
      const budget = budgets.get(user.id);
      if (!budget) continue;
      const facts = { overflowInterval: user.overflowInterval ?? [], remainingCents: Number(budget.remaining) };
      if (!isBudgetExpiryDue(today, facts, settings)) continue;
      const amount = `${fromCents(budget.remaining)} ${company.currency}`;
      toUser(user.id, { ...noFacts, cause: 'BUDGET_EXPIRING', period: month, day: lastDay, amount }, month);
    }
  }
  return found.filter(({ user, item }) =>
    mayBeReminded({
      status: user.status,
      role: user.role,
      cause: item.cause,
      companyEnabled: settings.remindersEnabled,
      userEnabled: user.remindersEnabled,
    }),
  );
}
