import {
  type ChangePasswordRequest,
  currentPrivacyPolicyVersion,
  type Language,
  type SessionUser,
} from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { type Actor, accountCompanyOf } from '../../platform/request-context';
import { endSessionsOfUser } from '../auth/session.service';
import { getSessionUser } from '../users/users.service';
import { requireThePersonThemselves } from './account.policy';
import { updateUserRecord } from '../users/user-records.service';
import { findUserForAccount } from './account.repository';

/**
 * Changes the own password after checking the current one. Other sessions of the account end;
 * the current one stays. Someone acting as this user may not change it, nor may users who only
 * sign in through an external provider.
 */
export async function changePassword(deps: ServiceDeps, actor: Actor, request: ChangePasswordRequest): Promise<void> {
  requireThePersonThemselves(actor);
  const companyId = accountCompanyOf(actor);
  const account = await findUserForAccount(deps.db, companyId, actor.userId);
  if (!account) throw new AppError('UNAUTHENTICATED');
  if (account.user.onlyExternalAuthentication) throw new AppError('ACCESS_DENIED');
  if (!(await verifyPassword(account.user.passwordHash, request.oldPassword))) throw new AppError('WRONG_PASSWORD');
  const passwordHash = await hashPassword(request.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUserRecord(tx, companyId, actor.userId, { passwordHash });
    await endSessionsOfUser(tx, companyId, actor.userId, actor.sessionTokenHash);
    await recordAuditEvent(tx, companyId, {
      actorId: actor.userId,
      action: 'user.password-changed',
      subjectType: 'user',
      subjectId: actor.userId,
    });
  });
}

async function changeSetting(
  deps: ServiceDeps,
  actor: Actor,
  changes: { culture: Language } | { timezone: string },
): Promise<SessionUser> {
  const companyId = accountCompanyOf(actor);
  await deps.db.transaction(async (tx) => {
    await updateUserRecord(tx, companyId, actor.userId, changes);
    await recordAuditEvent(tx, companyId, {
      actorId: actor.impersonatorId ?? actor.userId,
      action: 'user.settings-changed',
      subjectType: 'user',
      subjectId: actor.userId,
      data: changes,
    });
  });
  const user = await getSessionUser(deps.db, companyId, actor.userId, actor.companyId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

export function changeLanguage(deps: ServiceDeps, actor: Actor, { language }: { language: Language }) {
  return changeSetting(deps, actor, { culture: language });
}

export function changeTimezone(deps: ServiceDeps, actor: Actor, { timezone }: { timezone: string }) {
  return changeSetting(deps, actor, { timezone });
}

/**
 * The user accepts the privacy policy in force. Only the person themselves: someone acting as
 * them may not accept in their name. A version other than the current one means the text changed
 * while they read it.
 */
export async function acceptPrivacyPolicy(
  deps: ServiceDeps,
  actor: Actor,
  { version }: { version: string },
): Promise<SessionUser> {
  requireThePersonThemselves(actor);
  if (version !== currentPrivacyPolicyVersion)
    throw new AppError('PRIVACY_POLICY_OUTDATED', currentPrivacyPolicyVersion);
  const companyId = accountCompanyOf(actor);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await updateUserRecord(tx, companyId, actor.userId, {
      privacyPolicyVersion: version,
      privacyPolicyAcceptedAt: now,
    });
    await recordAuditEvent(tx, companyId, {
      actorId: actor.userId,
      action: 'user.privacy-policy-accepted',
      subjectType: 'user',
      subjectId: actor.userId,
      data: { version },
    });
  });
  const user = await getSessionUser(deps.db, companyId, actor.userId, actor.companyId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}
