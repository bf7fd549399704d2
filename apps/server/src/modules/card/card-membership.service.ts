import { isVerificationPending, type CardMembership } from '@mobilo/contract';
import { AppError, notFound } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import type { Executor } from '../../db/client';
import { getSessionUser } from '../users/users.service';
import { presentCardMembership } from './card-membership.presenter';
import {
  findMembership,
  findMembershipOfUser,
  markVerificationLinkSent,
  upsertMembership,
  type CardMembershipRow,
} from './card-membership.repository';

/** The signed-in user's own card membership; null when they have none. */
export async function getMyCardMembership(
  { db }: ServiceDeps,
  actor: Actor,
  _input: object,
): Promise<CardMembership | null> {
  const row = await findMembershipOfUser(db, actor.companyId, actor.userId);
  return row ? presentCardMembership(row) : null;
}

/**
 * Sends the promoted card admin the link to the card provider's identity check again. Only the
 * member themself may ask, and only while the check is running. The provider is not connected,
 * so the mail carries the onboarding link stored with the membership.
 */
export async function sendVerificationLink(
  deps: ServiceDeps,
  actor: Actor,
  { id: membershipId }: { id: string },
): Promise<CardMembership> {
  const row = await findMembership(deps.db, actor.companyId, membershipId);
  if (!row) throw notFound('cardMembership');
  if (row.userId !== actor.userId) throw new AppError('ACCESS_DENIED');
  const membership = presentCardMembership(row);
  if (!isVerificationPending(membership) || !row.invitationUrl) throw new AppError('CARD_VERIFICATION_NOT_PENDING');
  const user = await getSessionUser(deps.db, actor.companyId, actor.userId);
  if (!user) throw notFound('user');

  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await markVerificationLinkSent(tx, actor.companyId, row.id, now);
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'card-membership.verification-link-sent',
      subjectType: 'card-membership',
      subjectId: row.id,
    });
  });
  await deps.mailer.sendMail({
    to: user.email,
    template: 'CARD_VERIFICATION_LINK',
    language: user.culture,
    params: { firstName: user.firstName, link: row.invitationUrl },
  });
  return membership;
}

/** For the seed and tests: the card programme's side is not connected. */
export async function setCardMembership(
  db: Executor,
  companyId: string,
  values: Pick<CardMembershipRow, 'userId' | 'status' | 'cardsCount' | 'invitationUrl' | 'idVerificationState'>,
): Promise<CardMembership> {
  return presentCardMembership(await upsertMembership(db, companyId, values));
}
