import { sql } from 'drizzle-orm';
import type { ReminderCause } from '@mobilo/contract';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { versionColumn } from '../row-version';
import { companies } from './companies';
import { users } from './users';

/** A company's reminder switches and the deadlines they count from; no row: the defaults. */
export const companyReminderSettings = pgTable(
  'company_reminder_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    remindersEnabled: boolean('reminders_enabled').notNull(),
    submissionDeadlineDay: integer('submission_deadline_day').notNull(),
    daysBeforeDeadline: integer('days_before_deadline').notNull(),
    reviewWaitingDays: integer('review_waiting_days').notNull(),
    importWaitingDays: integer('import_waiting_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (t) => [
    check('company_reminder_settings_deadline_day_check', sql`${t.submissionDeadlineDay} between 1 and 28`),
    check('company_reminder_settings_days_before_check', sql`${t.daysBeforeDeadline} between 1 and 31`),
    check('company_reminder_settings_review_days_check', sql`${t.reviewWaitingDays} between 1 and 60`),
    check('company_reminder_settings_import_days_check', sql`${t.importWaitingDays} between 1 and 60`),
  ],
);

/** A user's own reminder switches; no row: reminders on, one mail each. */
export const userReminderSettings = pgTable('user_reminder_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  remindersEnabled: boolean('reminders_enabled').notNull(),
  digest: boolean('digest').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every reminder sent, by user, cause and subject (a period, an expense, an export, or the month
 * of a digest). The unique key is what keeps a reminder from going out twice, even when two
 * processes run the same cause at the same instant. Its id is what the unsubscribe link signs.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cause: text('cause').$type<ReminderCause | 'DIGEST'>().notNull(),
    subjectKey: text('subject_key').notNull(),
    /** The digest mail this reminder went out in; null for a mail of its own. */
    digestId: uuid('digest_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** When its unsubscribe link was followed; a link works once. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sent_reminders_once').on(t.userId, t.cause, t.subjectKey),
    index('sent_reminders_company_idx').on(t.companyId, t.sentAt),
    check(
      'sent_reminders_cause_check',
      sql`${t.cause} in ('DRAFTS_BEFORE_DEADLINE', 'BUDGET_EXPIRING', 'EXPENSE_REJECTED', 'EXPENSE_MARKED', 'REVIEW_WAITING', 'MONTH_CLOSABLE', 'MONTH_INVOICEABLE', 'EXPORT_NOT_IMPORTED', 'DIGEST')`,
    ),
  ],
);
