import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { findSentReminder, markUnsubscribed } from './reminders.repository';
import { switchRemindersOff } from './reminder-settings.service';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/**
 * POST /api/v3/reminders/unsubscribe: the signed link of a reminder mail switches the recipient's
 * reminders off, once. A link altered in any character is invalid (400); a used one is 409.
 */
export async function unsubscribe(
  { db, config, clock }: ServiceDeps,
  _actor: Actor | null,
  { body }: { body: { token: string } },
): Promise<{ unsubscribed: true }> {
  const reminderId = verifyUnsubscribeToken(config.ssoSecretKey, body.token);
  if (!reminderId) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  const reminder = await findSentReminder(db, reminderId);
  if (!reminder) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  await db.transaction(async (tx) => {
    const at = clock();
    if (!(await markUnsubscribed(tx, reminder.companyId, reminder.id, at))) throw new AppError('UNSUBSCRIBE_LINK_USED');
    await switchRemindersOff(tx, reminder.companyId, reminder.userId, at);
    await recordAuditEvent(tx, reminder.companyId, {
      actorId: reminder.userId,
      action: 'reminder-settings.unsubscribed',
      subjectType: 'user',
      subjectId: reminder.userId,
      data: { reminderId: reminder.id },
    });
  });
  return { unsubscribed: true };
}
