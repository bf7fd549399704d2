import { z } from 'zod';
import { readVersionField, versionField } from '../common/version';

/** Why a reminder mail goes out; each is sent once per user and subject (a period, an expense, an export). */
export const reminderCauses = [
  'DRAFTS_BEFORE_DEADLINE',
  'BUDGET_EXPIRING',
  'EXPENSE_REJECTED',
  'EXPENSE_MARKED',
  'REVIEW_WAITING',
  'MONTH_CLOSABLE',
  'MONTH_INVOICEABLE',
  'EXPORT_NOT_IMPORTED',
] as const;
export const reminderCauseSchema = z.enum(reminderCauses);
export type ReminderCause = z.infer<typeof reminderCauseSchema>;

/** The mail that gathers a month's reminders for users who chose a digest. */
export const DIGEST_CAUSE = 'DIGEST';

const dayCount = (max: number) => z.number().int().min(1).max(max);

/**
 * A company's reminder switches and the period settings they count from. The submission deadline
 * of period P is day `submissionDeadlineDay` of the month after P.
 */
export const companyReminderSettingsSchema = z
  .object({
    remindersEnabled: z.boolean(),
    submissionDeadlineDay: dayCount(28),
    /** Drafts are reminded of, and expiring budget announced, this many days ahead. */
    daysBeforeDeadline: dayCount(31),
    /** Checkers hear of submitted expenses unchecked for this many days. */
    reviewWaitingDays: dayCount(60),
    /** Accountants hear of an export not marked imported after this many days. */
    importWaitingDays: dayCount(60),
  })
  .meta({ id: 'CompanyReminderSettings' });
export type CompanyReminderSettings = z.infer<typeof companyReminderSettingsSchema>;
/** The settings as the calls answer them: with the version a save names (docs/adr/0022). */
export const versionedCompanyReminderSettingsSchema = companyReminderSettingsSchema
  .extend(versionField)
  .meta({ id: 'VersionedCompanyReminderSettings' });
export type VersionedCompanyReminderSettings = z.infer<typeof versionedCompanyReminderSettingsSchema>;
export const updateCompanyReminderSettingsRequestSchema = z.strictObject({
  ...companyReminderSettingsSchema.shape,
  ...readVersionField,
});
export type UpdateCompanyReminderSettingsRequest = z.infer<typeof updateCompanyReminderSettingsRequestSchema>;

/** What holds until a company saves its own (DECISIONS: reminders are on by default). */
export const defaultCompanyReminderSettings: CompanyReminderSettings = {
  remindersEnabled: true,
  submissionDeadlineDay: 5,
  daysBeforeDeadline: 3,
  reviewWaitingDays: 5,
  importWaitingDays: 3,
};

/** The user's own switches in the profile. */
export const myReminderSettingsSchema = z
  .object({
    remindersEnabled: z.boolean(),
    /** One mail a month with everything due instead of one mail per reminder. */
    digest: z.boolean(),
    /** The company has switched reminders off: the user's switches wait. */
    companyEnabled: z.boolean(),
  })
  .meta({ id: 'MyReminderSettings' });
export type MyReminderSettings = z.infer<typeof myReminderSettingsSchema>;
export const updateMyReminderSettingsRequestSchema = z.strictObject({
  remindersEnabled: z.boolean(),
  digest: z.boolean(),
});
export type UpdateMyReminderSettingsRequest = z.infer<typeof updateMyReminderSettingsRequestSchema>;

/** The signed link of a reminder mail, followed without signing in. */
export const unsubscribeRequestSchema = z.strictObject({ token: z.string().min(1).max(200) });
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;
export const unsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) }).meta({ id: 'Unsubscribed' });

/** What a run of the company's due reminders sent. */
export const reminderRunResponseSchema = z.object({ sent: z.number().int().min(0) }).meta({ id: 'ReminderRun' });
export type ReminderRunResponse = z.infer<typeof reminderRunResponseSchema>;
