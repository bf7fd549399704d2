import { and, count, eq, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { ReminderCause } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { nextVersion, versionIs } from '../../db/row-version';
import { budgetGroups } from '../../db/schema/budget-groups';
import { companies } from '../../db/schema/companies';
import { downloads } from '../../db/schema/downloads';
import { expenses } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import { rejectReasons } from '../../db/schema/reject-reasons';
import { companyReminderSettings, sentReminders, userReminderSettings } from '../../db/schema/reminders';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

export type CompanySettingsValues = Omit<
  typeof companyReminderSettings.$inferInsert,
  'companyId' | 'updatedAt' | 'version'
>;

/** The company's settings row, locked until the transaction ends when a save is to follow. */
export async function findCompanySettings(db: Executor, companyId: string, lock = false) {
  const query = db.select().from(companyReminderSettings).where(eq(companyReminderSettings.companyId, companyId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Saves the company's settings and raises their version; with `readVersion` only if that is still
 * the version (the defaults of a company without a row are version 1, its first save writes 2).
 * Answers whether it wrote.
 */
export async function upsertCompanySettings(
  db: Executor,
  companyId: string,
  values: CompanySettingsValues,
  at: Date,
  readVersion?: number,
): Promise<boolean> {
  const written = await db
    .insert(companyReminderSettings)
    .values({ companyId, ...values, updatedAt: at, version: 2 })
    .onConflictDoUpdate({
      target: companyReminderSettings.companyId,
      set: { ...values, updatedAt: at, ...nextVersion(companyReminderSettings) },
      setWhere: versionIs(companyReminderSettings, readVersion),
    })
    .returning({ companyId: companyReminderSettings.companyId });
  return written.length > 0;
}

export async function findUserSettings(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(userReminderSettings)
    .where(and(eq(userReminderSettings.companyId, companyId), eq(userReminderSettings.userId, userId)));
  return row ?? null;
}

export async function upsertUserSettings(
  db: Executor,
  companyId: string,
  userId: string,
  values: { remindersEnabled: boolean; digest: boolean },
  at: Date,
) {
  await db
    .insert(userReminderSettings)
    .values({ companyId, userId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: userReminderSettings.userId, set: { ...values, updatedAt: at } });
}

/** Every company (or the one named) with its reminder settings (null: the defaults), for a run. */
export async function listCompaniesWithSettings(db: Executor, companyId?: string) {
  return db
    .select({ id: companies.id, currency: companies.currency, settings: companyReminderSettings })
    .from(companies)
    .leftJoin(companyReminderSettings, eq(companyReminderSettings.companyId, companies.id))
    .where(companyId === undefined ? undefined : eq(companies.id, companyId));
}

/** The company's users with what decides whether and how they are reminded. */
export async function listReminderRecipients(db: Executor, companyId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      culture: users.culture,
      status: users.status,
      role: roles.name,
      remindersEnabled: sql<boolean>`coalesce(${userReminderSettings.remindersEnabled}, true)`,
      digest: sql<boolean>`coalesce(${userReminderSettings.digest}, false)`,
      overflowInterval: budgetGroups.overflowInterval,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(userReminderSettings, eq(userReminderSettings.userId, users.id))
    .leftJoin(budgetGroups, eq(budgetGroups.id, users.budgetGroupId))
    .where(eq(users.companyId, companyId));
}

/** The company's periods up to `until` that are not invoiced. */
export async function listPeriodsNotInvoiced(db: Executor, companyId: string, until: string) {
  return db
    .select({
      id: periods.id,
      periodString: periods.periodString,
      isClosed: periods.isClosed,
      isInvoiced: periods.isInvoiced,
    })
    .from(periods)
    .where(and(eq(periods.companyId, companyId), eq(periods.isInvoiced, false), lte(periods.periodString, until)));
}

/** Drafts (incomplete or ready, not submitted) per user and open period. */
export async function countDrafts(db: Executor, companyId: string, periodIds: string[]) {
  if (periodIds.length === 0) return [];
  return db
    .select({ userId: expenses.userId, periodId: expenses.periodId, drafts: count() })
    .from(expenses)
    .where(
      and(
        eq(expenses.companyId, companyId),
        inArray(expenses.periodId, periodIds),
        inArray(expenses.status, ['INCOMPLETE', 'READY']),
      ),
    )
    .groupBy(expenses.userId, expenses.periodId);
}

/** Rejected expenses and submitted marked ones of periods not invoiced, with the reason or note. */
export async function listRejectedOrMarked(db: Executor, companyId: string, periodIds: string[]) {
  if (periodIds.length === 0) return [];
  return db
    .select({
      id: expenses.id,
      userId: expenses.userId,
      periodId: expenses.periodId,
      status: expenses.status,
      isMarked: expenses.isMarked,
      markerNote: expenses.markerNote,
      rejectComment: expenses.rejectComment,
      reasonEn: rejectReasons.descriptionEn,
      reasonDe: rejectReasons.descriptionDe,
    })
    .from(expenses)
    .leftJoin(rejectReasons, eq(rejectReasons.id, expenses.rejectReasonId))
    .where(
      and(
        eq(expenses.companyId, companyId),
        inArray(expenses.periodId, periodIds),
        sql`(${expenses.status} = 'REJECTED' or (${expenses.status} = 'SUBMITTED' and ${expenses.isMarked}))`,
      ),
    );
}

/** Submitted, unchecked, unmarked expenses per period, with the oldest submission. */
export async function countUnchecked(db: Executor, companyId: string, periodIds: string[]) {
  if (periodIds.length === 0) return [];
  return db
    .select({
      periodId: expenses.periodId,
      waiting: count(),
      oldest: sql<Date>`min(${expenses.submittedAt})`.mapWith((v) => new Date(v as string)),
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.companyId, companyId),
        inArray(expenses.periodId, periodIds),
        eq(expenses.status, 'SUBMITTED'),
        eq(expenses.isChecked, false),
        eq(expenses.isMarked, false),
      ),
    )
    .groupBy(expenses.periodId);
}

/** Written payroll exports not yet marked imported, per period, with the latest one's day. */
export async function listExportsNotImported(db: Executor, companyId: string) {
  return db
    .select({ periodString: downloads.periodString, files: count(), writtenAt: max(downloads.finishedAt) })
    .from(downloads)
    .where(
      and(eq(downloads.companyId, companyId), eq(downloads.status, 'DONE'), eq(downloads.importStatus, 'EXPORTED')),
    )
    .groupBy(downloads.periodString);
}

/**
 * Claims a reminder: records it unless it was sent already. Answers the new row's id, or null when
 * the (user, cause, subject) was taken — by an earlier run or by another process this instant.
 */
export async function claimReminder(
  db: Executor,
  companyId: string,
  values: { userId: string; cause: ReminderCause | 'DIGEST'; subjectKey: string; sentAt: Date; digestId?: string },
): Promise<string | null> {
  const [row] = await db
    .insert(sentReminders)
    .values({ companyId, ...values })
    .onConflictDoNothing({ target: [sentReminders.userId, sentReminders.cause, sentReminders.subjectKey] })
    .returning({ id: sentReminders.id });
  return row?.id ?? null;
}

/** The reminder an unsubscribe link names, whatever company (the link is the only credential). */
export async function findSentReminder(db: Executor, id: string) {
  const [row] = await db.select().from(sentReminders).where(eq(sentReminders.id, id));
  return row ?? null;
}

/** Marks a link used; false when it was used before (or meanwhile). */
export async function markUnsubscribed(db: Executor, companyId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(sentReminders)
    .set({ unsubscribedAt: at })
    .where(and(eq(sentReminders.companyId, companyId), eq(sentReminders.id, id), isNull(sentReminders.unsubscribedAt)))
    .returning({ id: sentReminders.id });
  return rows.length > 0;
}

/** Gives a claim back when its mail could not be sent. */
export async function unclaimReminder(db: Executor, companyId: string, id: string) {
  await db.delete(sentReminders).where(and(eq(sentReminders.companyId, companyId), eq(sentReminders.id, id)));
}
