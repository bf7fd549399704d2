import { deactivates } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import { createInvitation, type PendingInvitation, sendInvitationMail } from '../account/account.service';
import { deactivatedValues, reactivatedValues } from './user-status-changes';
import { updateUserRecord } from '../users/user-records.service';
import { countActiveAdmins, type DueScheduledUser, lockDueScheduledUsers } from './user-admin.repository';

const BATCH_SIZE = 100;

export interface ScheduledChangesResult {
  invited: number;
  deactivated: number;
  reactivated: number;
  /** Changes dropped because they no longer apply (e.g. the last admin, or nothing to restore). */
  dropped: number;
}

type Step = 'DEACTIVATION' | 'REACTIVATION';

/** Due steps of one user in the order of their days; a deactivation before a reactivation on the same day. */
function dueSteps(user: DueScheduledUser, today: string): Step[] {
  const steps: [string, Step][] = [];
  if (user.scheduledDeactivationDate && user.scheduledDeactivationDate <= today)
    steps.push([user.scheduledDeactivationDate, 'DEACTIVATION']);
  if (user.scheduledReactivationDate && user.scheduledReactivationDate <= today)
    steps.push([user.scheduledReactivationDate, 'REACTIVATION']);
  return steps.sort((a, b) => a[0].localeCompare(b[0]) || (a[1] === 'DEACTIVATION' ? -1 : 1)).map(([, step]) => step);
}

async function audit(tx: Executor, user: DueScheduledUser, action: string, data: Record<string, unknown>) {
  await recordAuditEvent(tx, user.companyId, {
    actorId: null,
    action,
    subjectType: 'user',
    subjectId: user.id,
    data: { ...data, scheduled: true },
  });
}

async function applyToUser(
  tx: Executor,
  deps: Pick<ServiceDeps, 'clock' | 'config'>,
  user: DueScheduledUser,
  today: string,
  result: ScheduledChangesResult,
): Promise<PendingInvitation | null> {
  const state = { ...user };
  for (const step of dueSteps(user, today)) {
    if (step === 'DEACTIVATION') {
      const day = user.scheduledDeactivationDate!;
      const scope = user.scheduledDeactivationScope ?? 'BOTH';
      const endsAccount = scope !== 'BUDGET';
      const lastAdmin =
        endsAccount && state.roleName === 'ADMIN' && (await countActiveAdmins(tx, user.companyId, user.id)) === 0;
      if (!deactivates(state, scope) || lastAdmin) {
        await updateUserRecord(tx, user.companyId, user.id, {
          scheduledDeactivationDate: null,
          scheduledDeactivationScope: null,
        });
        await audit(tx, user, 'user.scheduledDeactivationDropped', {
          date: day,
          reason: lastAdmin ? 'LAST_ADMIN' : 'ALREADY_DEACTIVATED',
        });
        result.dropped += 1;
        continue;
      }
      await updateUserRecord(tx, user.companyId, user.id, deactivatedValues(day, scope));
      await audit(tx, user, 'user.deactivate', { date: day, scope });
      if (endsAccount) state.status = 'DEACTIVATED';
      if (scope !== 'ACCOUNT') state.isBudgetActive = false;
      result.deactivated += 1;
    } else {
      const scope = user.scheduledReactivationScope ?? 'BOTH';
      await updateUserRecord(tx, user.companyId, user.id, reactivatedValues(state, scope));
      await audit(tx, user, 'user.reactivate', { date: user.scheduledReactivationDate, scope });
      if (scope !== 'BUDGET' && state.status === 'DEACTIVATED')
        state.status = user.registerDate ? 'ACTIVE' : user.invitedDate ? 'INVITED' : 'CREATED';
      result.reactivated += 1;
    }
  }
  if (user.scheduledInvitationDate && user.scheduledInvitationDate <= today) {
    if (state.status === 'CREATED') {
      result.invited += 1;
      return createInvitation(tx, deps, user.companyId, user.id, null);
    }
    await updateUserRecord(tx, user.companyId, user.id, { scheduledInvitationDate: null });
    await audit(tx, user, 'user.scheduledInvitationDropped', {
      date: user.scheduledInvitationDate,
      status: state.status,
    });
    result.dropped += 1;
  }
  return null;
}

/**
 * Carries out the scheduled invitations, deactivations and reactivations due by today (UTC) in
 * every company. Each batch is one transaction over rows locked with SKIP LOCKED, and every
 * change clears its date, so a second process running at the same time finds nothing to repeat.
 * Invitation mails go out after their batch has committed.
 */
export async function runScheduledUserChanges(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'mailer'>,
): Promise<ScheduledChangesResult> {
  const today = deps.clock().toISOString().slice(0, 10);
  const result: ScheduledChangesResult = { invited: 0, deactivated: 0, reactivated: 0, dropped: 0 };
  for (;;) {
    const { claimed, invitations } = await deps.db.transaction(async (tx) => {
      const due = await lockDueScheduledUsers(tx, today, BATCH_SIZE);
      const pending: PendingInvitation[] = [];
      for (const user of due) {
        const invitation = await applyToUser(tx, deps, user, today, result);
        if (invitation) pending.push(invitation);
      }
      return { claimed: due.length, invitations: pending };
    });
    for (const invitation of invitations) await sendInvitationMail(deps, invitation);
    if (claimed < BATCH_SIZE) return result;
  }
}
