import {
  type CompanyReminderSettings,
  defaultCompanyReminderSettings,
  type MyReminderSettings,
  type UpdateCompanyReminderSettingsRequest,
  type UpdateMyReminderSettingsRequest,
  type VersionedCompanyReminderSettings,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { answerCurrentWhenStale, requireVersion, requireWritten } from '../../platform/versioning';
import {
  findCompanySettings,
  findUserSettings,
  upsertCompanySettings,
  upsertUserSettings,
} from './reminders.repository';

/** No row yet: the defaults, as version 1. */
function presentCompanySettings(
  row: Awaited<ReturnType<typeof findCompanySettings>>,
): VersionedCompanyReminderSettings {
  if (!row) return { ...defaultCompanyReminderSettings, version: 1 };
  return {
    remindersEnabled: row.remindersEnabled,
    submissionDeadlineDay: row.submissionDeadlineDay,
    daysBeforeDeadline: row.daysBeforeDeadline,
    reviewWaitingDays: row.reviewWaitingDays,
    importWaitingDays: row.importWaitingDays,
    version: row.version,
  };
}

async function readVersioned(db: Executor, companyId: string, lock = false) {
  return presentCompanySettings(await findCompanySettings(db, companyId, lock));
}

/** The company's reminder and deadline settings; other modules (the expense timeline) read them here. */
export async function readCompanyReminderSettings(db: Executor, companyId: string): Promise<CompanyReminderSettings> {
  const { version: _version, ...settings } = await readVersioned(db, companyId);
  return settings;
}

export async function getCompanyReminderSettings(
  { db }: ServiceDeps,
  actor: Actor,
): Promise<VersionedCompanyReminderSettings> {
  return readVersioned(db, actor.companyId);
}

export async function updateCompanyReminderSettings(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { body, version }: { body: UpdateCompanyReminderSettingsRequest; version?: number },
): Promise<VersionedCompanyReminderSettings> {
  const { version: _bodyVersion, ...values } = body;
  const write = () =>
    db.transaction(async (tx) => {
      const before = await readVersioned(tx, actor.companyId, true);
      requireVersion(before.version, version);
      requireWritten(await upsertCompanySettings(tx, actor.companyId, values, clock(), version), version);
      await recordAuditEvent(tx, actor.companyId, {
        actorId: actor.userId,
        action: 'reminder-settings.updated',
        subjectType: 'company',
        subjectId: actor.companyId,
        data: { before, after: values },
      });
      return readVersioned(tx, actor.companyId);
    });
  return answerCurrentWhenStale(write, () => readVersioned(db, actor.companyId));
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
