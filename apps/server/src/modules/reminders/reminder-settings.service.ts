import {
  type CompanyReminderSettings,
  defaultCompanyReminderSettings,
  type MyReminderSettings,
  type UpdateCompanyReminderSettingsRequest,
  type UpdateMyReminderSettingsRequest,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import {
  findCompanySettings,
  findUserSettings,
  upsertCompanySettings,
  upsertUserSettings,
} from './reminders.repository';

function presentCompanySettings(row: Awaited<ReturnType<typeof findCompanySettings>>): CompanyReminderSettings {
  if (!row) return defaultCompanyReminderSettings;
  return {
    remindersEnabled: row.remindersEnabled,
    submissionDeadlineDay: row.submissionDeadlineDay,
    daysBeforeDeadline: row.daysBeforeDeadline,
    reviewWaitingDays: row.reviewWaitingDays,
    importWaitingDays: row.importWaitingDays,
  };
}

/** The company's reminder and deadline settings; other modules (the expense timeline) read them here. */
export async function readCompanyReminderSettings(db: Executor, companyId: string): Promise<CompanyReminderSettings> {
  return presentCompanySettings(await findCompanySettings(db, companyId));
}

export async function getCompanyReminderSettings({ db }: ServiceDeps, actor: Actor): Promise<CompanyReminderSettings> {
  return readCompanyReminderSettings(db, actor.companyId);
}

export async function updateCompanyReminderSettings(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { body }: { body: UpdateCompanyReminderSettingsRequest },
): Promise<CompanyReminderSettings> {
  return db.transaction(async (tx) => {
    const before = await readCompanyReminderSettings(tx, actor.companyId);
    await upsertCompanySettings(tx, actor.companyId, body, clock());
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'reminder-settings.updated',
      subjectType: 'company',
      subjectId: actor.companyId,
      data: { before, after: body },
    });
    return readCompanyReminderSettings(tx, actor.companyId);
  });
}

async function readMine(db: Executor, actor: Actor): Promise<MyReminderSettings> {
  const [mine, company] = await Promise.all([
    findUserSettings(db, actor.companyId, actor.userId),
    readCompanyReminderSettings(db, actor.companyId),
  ]);
  return {
    remindersEnabled: mine?.remindersEnabled ?? true,
    digest: mine?.digest ?? false,
    companyEnabled: company.remindersEnabled,
  };
}

export async function getMyReminderSettings({ db }: ServiceDeps, actor: Actor): Promise<MyReminderSettings> {
  return readMine(db, actor);
}

export async function updateMyReminderSettings(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { body }: { body: UpdateMyReminderSettingsRequest },
): Promise<MyReminderSettings> {
  return db.transaction(async (tx) => {
    await upsertUserSettings(tx, actor.companyId, actor.userId, body, clock());
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'reminder-settings.mine-updated',
      subjectType: 'user',
      subjectId: actor.userId,
      data: body,
    });
    return readMine(tx, actor);
  });
}

/** Switches a user's reminders off, keeping the digest choice (the unsubscribe link). */
export async function switchRemindersOff(db: Executor, companyId: string, userId: string, at: Date): Promise<void> {
  const mine = await findUserSettings(db, companyId, userId);
  await upsertUserSettings(db, companyId, userId, { remindersEnabled: false, digest: mine?.digest ?? false }, at);
}
