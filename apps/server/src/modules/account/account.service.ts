import { randomBytes } from 'node:crypto';
import { type AuthCheckResponse, isStrongPassword, type RegisterRequest, type TokenUser } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import { hashPassword } from '../../platform/passwords';
import type { Actor } from '../../platform/request-context';
import { hashUrlToken, isUrlToken, newUrlToken } from '../../platform/url-tokens';
import { clearFailedLogins } from '../auth/brute-force.service';
import { endSessionsOfUser, openSession, presentSession, type SessionSwitch } from '../auth/session.service';
import type { MailRequest } from '../../platform/mailer';
import { isCompanySsoEnabled } from '../companies/companies.service';
import {
  consumeUserToken,
  findUserToken,
  insertUserToken,
  revokeUserTokens,
  type UserTokenPurpose,
} from './user-tokens.repository';
import { getUserByEmail } from '../users/user-lookup.service';
import { updateUserRecord } from '../users/user-records.service';
import { findUserForAccount, lockUser } from './account.repository';

export const RESET_TOKEN_HOURS = 1;
export const INVITATION_TOKEN_DAYS = 14;

/** Malformed: NOT_A_VALID_UUID. Unknown, used or expired: ACCESS_DENIED, all alike. */
async function loadValidToken(db: Executor, token: string, purpose: UserTokenPurpose, now: Date) {
  if (!isUrlToken(token)) throw new AppError('NOT_A_VALID_UUID');
  const tokenHash = hashUrlToken(token);
  const row = await findUserToken(db, tokenHash, purpose);
  if (!row || row.usedAt !== null || row.expiresAt <= now) throw new AppError('ACCESS_DENIED');
  return { ...row, tokenHash };
}

/**
 * Sends a reset link when the email belongs to an active account with a password. The caller
 * answers the same in every case; the lookup and mail run in the background so that the answer
 * takes as long for unknown emails as for known ones.
 */
export function requestPasswordReset(deps: ServiceDeps, _actor: Actor | null, { email }: { email: string }): void {
  deps.background.run('password-reset-mail', async () => {
    const user = await getUserByEmail(deps.db, email);
    if (!user || user.status === 'DEACTIVATED' || user.onlyExternalAuthentication) return;
    const now = deps.clock();
    const token = newUrlToken();
    await deps.db.transaction(async (tx) => {
      await lockUser(tx, user.companyId, user.id);
      await revokeUserTokens(tx, user.companyId, user.id, 'PASSWORD_RESET', now);
      await insertUserToken(tx, user.companyId, {
        tokenHash: hashUrlToken(token),
        userId: user.id,
        purpose: 'PASSWORD_RESET',
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_HOURS * 3600_000),
      });
      await recordAuditEvent(tx, user.companyId, {
        actorId: null,
        action: 'user.password-reset-requested',
        subjectType: 'user',
        subjectId: user.id,
      });
    });
    const link = `${deps.config.publicUrl}/auth/reset-password?${new URLSearchParams({ token }).toString()}`;
    await deps.mailer.sendMail({
      to: user.email,
      template: 'PASSWORD_RESET',
      language: user.culture,
      params: { firstName: user.firstName, link, validHours: RESET_TOKEN_HOURS },
    });
  });
}

/** Sets the new password, uses up the token and ends every session of the account. */
export async function resetPassword(
  deps: ServiceDeps,
  _actor: Actor | null,
  { token, password }: { token: string; password: string },
): Promise<void> {
  const now = deps.clock();
  const row = await loadValidToken(deps.db, token, 'PASSWORD_RESET', now);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeUserToken(tx, row.companyId, row.tokenHash, now))) throw new AppError('ACCESS_DENIED');
    const account = await findUserForAccount(tx, row.companyId, row.userId);
    if (!account || account.user.status === 'DEACTIVATED') throw new AppError('ACCESS_DENIED');
    await updateUserRecord(tx, row.companyId, row.userId, { passwordHash });
    await endSessionsOfUser(tx, row.companyId, row.userId, null);
    await clearFailedLogins(tx, account.user.email);
    await recordAuditEvent(tx, row.companyId, {
      actorId: row.userId,
      action: 'user.password-reset',
      subjectType: 'user',
      subjectId: row.userId,
    });
  });
}

export interface PendingInvitation {
  token: string;
  mail: MailRequest<'INVITATION'>;
}

/**
 * Inside the caller's transaction: a new invitation link (earlier ones stop working), the status
 * INVITED with the first invitation's day and this sending's time, and the audit event. The mail
 * is returned, to be sent with `sendInvitationMail` once the transaction has committed.
 */
export async function createInvitation(
  tx: Executor,
  deps: Pick<ServiceDeps, 'clock' | 'config'>,
  companyId: string,
  userId: string,
  invitedBy: string | null,
): Promise<PendingInvitation> {
  const now = deps.clock();
  await lockUser(tx, companyId, userId);
  const account = await findUserForAccount(tx, companyId, userId);
  if (!account) throw new AppError('NOT_FOUND', 'user');
  const token = newUrlToken();
  await revokeUserTokens(tx, companyId, userId, 'INVITATION', now);
  await insertUserToken(tx, companyId, {
    tokenHash: hashUrlToken(token),
    userId,
    purpose: 'INVITATION',
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TOKEN_DAYS * 86_400_000),
  });
  const firstInvitation = account.user.invitedDate === null;
  await updateUserRecord(tx, companyId, userId, {
    ...(account.user.status === 'CREATED' ? { status: 'INVITED' } : {}),
    ...(firstInvitation ? { invitedDate: now } : {}),
    invitationSentDate: now,
    scheduledInvitationDate: null,
  });
  await recordAuditEvent(tx, companyId, {
    actorId: invitedBy,
    action: firstInvitation ? 'user.invited' : 'user.reinvited',
    subjectType: 'user',
    subjectId: userId,
  });
  const link = `${deps.config.publicUrl}/auth/register?${new URLSearchParams({ token }).toString()}`;
  return {
    token,
    mail: {
      to: account.user.email,
      template: 'INVITATION',
      language: account.user.culture,
      params: { firstName: account.user.firstName, companyName: account.companyName, link },
    },
  };
}

export async function sendInvitationMail(
  deps: Pick<ServiceDeps, 'mailer'>,
  invitation: PendingInvitation,
): Promise<void> {
  await deps.mailer.sendMail(invitation.mail);
}

/**
 * Creates an invitation link for a user and mails it; earlier invitation links stop working. The
 * actor is who invites, null when nobody does (the demo data).
 */
export async function sendInvitation(
  deps: ServiceDeps,
  actor: Actor | null,
  { companyId, userId }: { companyId: string; userId: string },
) {
  const invitedBy = actor?.userId ?? null;
  const invitation = await deps.db.transaction((tx) => createInvitation(tx, deps, companyId, userId, invitedBy));
  await sendInvitationMail(deps, invitation);
  return { token: invitation.token };
}

/** GET /user/token/{token}: who is being invited, for the registration page. */
export async function getTokenUser(
  deps: ServiceDeps,
  _actor: Actor | null,
  { token }: { token: string },
): Promise<TokenUser> {
  const row = await loadValidToken(deps.db, token, 'INVITATION', deps.clock());
  const account = await findUserForAccount(deps.db, row.companyId, row.userId);
  if (!account || account.user.status === 'DEACTIVATED') throw new AppError('ACCESS_DENIED');
  const { user } = account;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    createdDate: user.createdAt.toISOString(),
    culture: user.culture,
    timezone: user.timezone,
    isTrial: user.isTrial,
    roleName: account.roleName,
    companyName: account.companyName,
    onlyExternalAuthentication: user.onlyExternalAuthentication,
    companySSOAuthentication: await isCompanySsoEnabled(deps.db, row.companyId),
  };
}

/**
 * Completes an invitation: sets the password (a random one for users who sign in elsewhere),
 * activates the account, uses up the token and opens a session.
 */
export async function register(
  deps: ServiceDeps,
  _actor: Actor | null,
  {
    token,
    registration: request,
    client,
    previousTokenHash,
  }: SessionSwitch & { token: string; registration: RegisterRequest },
): Promise<{ token: string; response: AuthCheckResponse }> {
  const now = deps.clock();
  const row = await loadValidToken(deps.db, token, 'INVITATION', now);
  const account = await findUserForAccount(deps.db, row.companyId, row.userId);
  if (!account || account.user.status === 'DEACTIVATED') throw new AppError('ACCESS_DENIED');
  if (request.termsAccepted !== true) throw new AppError('USER_HAS_NOT_ACCEPTED_TERMS');
  const external = account.user.onlyExternalAuthentication || (await isCompanySsoEnabled(deps.db, row.companyId));
  if (!external && !isStrongPassword(request.password)) throw new AppError('INVALID_INPUT', 'body.password');
  const passwordHash = await hashPassword(external ? randomBytes(32).toString('base64url') : request.password);

  const sessionToken = await deps.db.transaction(async (tx) => {
    if (!(await consumeUserToken(tx, row.companyId, row.tokenHash, now))) throw new AppError('ACCESS_DENIED');
    await updateUserRecord(tx, row.companyId, row.userId, { passwordHash, status: 'ACTIVE', registerDate: now });
    await recordAuditEvent(tx, row.companyId, {
      actorId: row.userId,
      action: 'user.registered',
      subjectType: 'user',
      subjectId: row.userId,
    });
    return openSession(tx, {
      companyId: row.companyId,
      userId: row.userId,
      impersonatorId: null,
      client,
      now,
      replacesTokenHash: previousTokenHash,
    });
  });
  deps.background.run('registration-mail', () =>
    deps.mailer.sendMail({
      to: account.user.email,
      template: 'REGISTRATION',
      language: account.user.culture,
      params: { firstName: account.user.firstName, link: `${deps.config.publicUrl}/auth/login` },
    }),
  );
  return { token: sessionToken, response: await presentSession(deps.db, row.companyId, row.userId, null) };
}
