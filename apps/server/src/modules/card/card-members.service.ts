import type { CardMember, CardMemberInviteRequest, CardStatus } from '@mobilo/contract';
import { AppError, notFound } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { answerCurrentWhenStale, requireVersion, requireWritten } from '../../platform/versioning';
import type { Executor } from '../../db/client';
import type { CardIssuerClient } from './card-issuer-client';
import { cardIssuerClientFor, cardStatusOf } from './card-issuer-events.service';
import {
  claimMemberInvite,
  markVerificationLinkSent,
  releaseMemberInvite,
  upsertMembership,
} from './card-membership.repository';
import { presentCardMember } from './card-members.presenter';
import {
  changeCardStatus,
  findCard,
  findCardsOfCompany,
  findCardsOfUsers,
  findMember,
  findMembers,
  insertCard,
  recountMembershipCards,
  type MemberCardRow,
} from './card-members.repository';
import { askIssuer } from './card-health.service';
import { requireCardModule } from './card-programme.policy';

/**
 * The card admin's members and cards (docs/adr/0027). Every call that reaches the issuer does so
 * before the transaction that records its outcome, so an issuer that is down or slow leaves no row
 * half-written; creates read the issuer first, so a retry finds what the first try made.
 */

type Issuer = CardIssuerClient;
const issuerOf = (deps: ServiceDeps, issuer?: Issuer) => issuer ?? cardIssuerClientFor(deps.config);

async function loadMember(db: Executor, companyId: string, userId: string): Promise<CardMember> {
  const row = await findMember(db, companyId, userId);
  if (!row) throw notFound('user');
  return presentCardMember(row, await findCardsOfUsers(db, companyId, [userId]));
}

export async function getCardMembers(deps: ServiceDeps, actor: Actor, _input: object): Promise<CardMember[]> {
  await requireCardModule(deps.db, actor.companyId);
  const [rows, cardRows] = await Promise.all([
    findMembers(deps.db, actor.companyId),
    findCardsOfCompany(deps.db, actor.companyId),
  ]);
  return rows.map((row) => presentCardMember(row, cardRows));
}

/**
 * How long an invitation under way holds its claim: its two issuer calls (read, then add), each at
 * most four tries of the call's timeout with a pause of at most a minute between them. A claim
 * older than that belongs to a process that ended without letting go.
 */
const inviteClaimMs = (deps: ServiceDeps) => 2 * 4 * (deps.config.cardIssuer.timeoutMs + 60_000);

/**
 * Invites the user to the issuer's account by their email; a member already invited is answered as
 * is. The invitation claims the user first, so a second one at the same time (two tabs, a retry
 * after a lost answer) answers 409 CARD_INVITE_IN_PROGRESS instead of adding a second membership at
 * the issuer; the claim is let go once the issuer has answered, whatever it said.
 */
export async function inviteCardMember(
  deps: ServiceDeps,
  actor: Actor,
  { body }: { body: CardMemberInviteRequest },
  issuer?: Issuer,
): Promise<CardMember> {
  await requireCardModule(deps.db, actor.companyId);
  const found = await findMember(deps.db, actor.companyId, body.userId);
  if (!found) throw notFound('user');
  if (found.membership?.swanId) return loadMember(deps.db, actor.companyId, body.userId);
  if (found.userStatus === 'DEACTIVATED') throw new AppError('CARD_MEMBER_DEACTIVATED');

  const startedAt = deps.clock();
  const staleBefore = new Date(startedAt.getTime() - inviteClaimMs(deps));
  if (!(await claimMemberInvite(deps.db, actor.companyId, body.userId, startedAt, staleBefore))) {
    throw new AppError('CARD_INVITE_IN_PROGRESS');
  }
  try {
    // Another invitation may have finished between the first read and the claim.
    const member = (await findMember(deps.db, actor.companyId, body.userId))!;
    if (!member.membership?.swanId) await inviteAtIssuer(deps, actor, member, issuerOf(deps, issuer));
  } finally {
    await releaseMemberInvite(deps.db, actor.companyId, body.userId, startedAt);
  }
  return loadMember(deps.db, actor.companyId, body.userId);
}

type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** The issuer's membership for the member's email (read first, else added), then the row and its audit event. */
async function inviteAtIssuer(deps: ServiceDeps, actor: Actor, member: MemberRow, client: Issuer) {
  const { accountId, invitationUrl } = deps.config.cardIssuer;
  const email = member.email.toLowerCase();
  const membership = await askIssuer(deps, actor.companyId, 'INVITE', async () => {
    const existing = (await client.listMemberships(accountId)).find((m) => m.email.toLowerCase() === email);
    return (
      existing ??
      client.addMembership({ accountId, email: member.email, firstName: member.firstName, lastName: member.lastName })
    );
  });
  const enabled = membership.statusInfo.status === 'Enabled';

  await deps.db.transaction(async (tx) => {
    const row = await upsertMembership(tx, actor.companyId, {
      userId: member.userId,
      status: enabled ? 'ACTIVE' : 'INVITED',
      cardsCount: member.membership?.cardsCount ?? 0,
      invitationUrl: invitationUrl.replace('{accountMembershipId}', encodeURIComponent(membership.id)),
      idVerificationState: enabled ? 'verified' : 'not_started',
      swanId: membership.id,
    });
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'card.member-invited',
      subjectType: 'card-membership',
      subjectId: row.id,
      data: { userId: member.userId, swanId: membership.id },
    });
  });
}

/** Mails the member the issuer's link where they accept the membership and verify their identity. */
export async function sendMemberVerificationLink(
  deps: ServiceDeps,
  actor: Actor,
  { userId }: { userId: string },
): Promise<CardMember> {
  await requireCardModule(deps.db, actor.companyId);
  const before = await loadMember(deps.db, actor.companyId, userId);
  const member = (await findMember(deps.db, actor.companyId, userId))!;
  const link = member.membership?.invitationUrl;
  if (!before.isVerificationLinkSendable || !member.membership || !link) {
    throw new AppError('CARD_VERIFICATION_NOT_PENDING');
  }
  const membershipId = member.membership.id;
  await deps.db.transaction(async (tx) => {
    await markVerificationLinkSent(tx, actor.companyId, membershipId, deps.clock());
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'card.member-verification-link-sent',
      subjectType: 'card-membership',
      subjectId: membershipId,
    });
  });
  await deps.mailer.sendMail({
    to: member.email,
    template: 'CARD_MEMBER_VERIFICATION',
    language: member.culture,
    params: { firstName: member.firstName, link },
  });
  return loadMember(deps.db, actor.companyId, userId);
}

/** Orders a virtual card for a verified member; one that is not cancelled is answered, not doubled. */
export async function orderMemberCard(
  deps: ServiceDeps,
  actor: Actor,
  { userId }: { userId: string },
  issuer?: Issuer,
): Promise<CardMember> {
  await requireCardModule(deps.db, actor.companyId);
  const before = await loadMember(deps.db, actor.companyId, userId);
  const member = (await findMember(deps.db, actor.companyId, userId))!;
  if (before.status !== 'ACTIVE' || !member.membership?.swanId) throw new AppError('CARD_MEMBER_NOT_VERIFIED');
  if (!before.isCardOrderable) return before;

  const client = issuerOf(deps, issuer);
  const cancelledHere = new Set(before.cards.map((card) => card.swanId));
  const membershipSwanId = member.membership.swanId;
  const card = await askIssuer(deps, actor.companyId, 'CARD_ORDER', async () => {
    const live = (await client.listCards(membershipSwanId)).find(
      (card) =>
        card.statusInfo.status !== 'Canceled' && card.statusInfo.status !== 'Canceling' && !cancelledHere.has(card.id),
    );
    // A new card can pay nothing until a load raises its limit to what was loaded.
    return (
      live ??
      client.addVirtualCard({ accountMembershipId: membershipSwanId, limit: { value: '0.00', currency: 'EUR' } })
    );
  });
  const membershipId = member.membership.id;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await insertCard(tx, actor.companyId, {
      userId,
      membershipId,
      swanId: card.id,
      maskedNumber: card.cardMaskedNumber ?? null,
      status: cardStatusOf[card.statusInfo.status] ?? 'PROCESSING',
      createdAt: new Date(card.createdAt),
    });
    await recountMembershipCards(tx, actor.companyId, membershipId, now);
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'card.card-ordered',
      subjectType: 'card',
      subjectId: null,
      data: { userId, swanId: card.id },
    });
  });
  return loadMember(deps.db, actor.companyId, userId);
}

async function requireCard(db: Executor, companyId: string, id: string): Promise<MemberCardRow> {
  const card = await findCard(db, companyId, id);
  if (!card) throw notFound('card');
  if (card.status === 'CANCELED') throw new AppError('CARD_CANCELLED');
  return card;
}

/**
 * Blocking is Mobilo's: payment control declines every payment of a card that is not enabled, so
 * the issuer needs no call (its suspension is for physical cards), and unblocking takes effect at
 * once. The issuer's later `Enabled` does not undo a block (the webhook keeps it).
 */
async function setBlocked(
  deps: ServiceDeps,
  actor: Actor,
  { id, version }: { id: string; version?: number },
  blocked: boolean,
): Promise<CardMember> {
  await requireCardModule(deps.db, actor.companyId);
  const card = await requireCard(deps.db, actor.companyId, id);
  const [from, to]: [CardStatus, CardStatus] = blocked ? ['ENABLED', 'BLOCKED'] : ['BLOCKED', 'ENABLED'];
  requireVersion(card.version, version);
  if (card.status !== from) throw new AppError(blocked ? 'CARD_NOT_ENABLED' : 'CARD_NOT_BLOCKED');
  const write = () =>
    deps.db.transaction(async (tx) => {
      requireWritten(
        await changeCardStatus(tx, actor.companyId, id, { status: to, cancelledAt: null }, card.version),
        version,
      );
      await recordAuditEvent(tx, actor.companyId, {
        actorId: actor.userId,
        action: blocked ? 'card.card-blocked' : 'card.card-unblocked',
        subjectType: 'card',
        subjectId: id,
      });
    });
  await answerCurrentWhenStale(write, () => loadMember(deps.db, actor.companyId, card.userId));
  return loadMember(deps.db, actor.companyId, card.userId);
}

export const blockMemberCard = (deps: ServiceDeps, actor: Actor, input: { id: string; version?: number }) =>
  setBlocked(deps, actor, input, true);
export const unblockMemberCard = (deps: ServiceDeps, actor: Actor, input: { id: string; version?: number }) =>
  setBlocked(deps, actor, input, false);

/** Cancels the card at the issuer first (cancelling twice there changes nothing), then here. */
export async function cancelMemberCard(
  deps: ServiceDeps,
  actor: Actor,
  { id, version }: { id: string; version?: number },
  issuer?: Issuer,
): Promise<CardMember> {
  await requireCardModule(deps.db, actor.companyId);
  const card = await requireCard(deps.db, actor.companyId, id);
  requireVersion(card.version, version);
  await askIssuer(deps, actor.companyId, 'CARD_CANCEL', () => issuerOf(deps, issuer).cancelCard(card.swanId));
  const now = deps.clock();
  const write = () =>
    deps.db.transaction(async (tx) => {
      // Another cancel may have come first; then this one has nothing left to do.
      const changed = await changeCardStatus(
        tx,
        actor.companyId,
        id,
        { status: 'CANCELED', cancelledAt: now },
        card.version,
      );
      requireWritten(changed, version);
      if (!changed) return;
      await recountMembershipCards(tx, actor.companyId, card.membershipId, now);
      await recordAuditEvent(tx, actor.companyId, {
        actorId: actor.userId,
        action: 'card.card-cancelled',
        subjectType: 'card',
        subjectId: id,
      });
    });
  await answerCurrentWhenStale(write, () => loadMember(deps.db, actor.companyId, card.userId));
  return loadMember(deps.db, actor.companyId, card.userId);
}
