import { z } from 'zod';
import { isoDateTimeSchema } from '../common/primitives';
import { versionField } from '../common/version';
import type { CardMembership } from './card-membership';
import { idVerificationStates } from './card-membership-rules';
import { cardStatuses, type CardStatus } from './card-rules';

/**
 * The card admin's view of a member (docs/adr/0027): every user of the company, invited to the
 * issuer or not, with the identity check's state and the cards they hold.
 */
export const cardMemberStatuses = ['NOT_INVITED', 'INVITED', 'VERIFYING', 'ACTIVE'] as const;
export type CardMemberStatus = (typeof cardMemberStatuses)[number];

export const cardCategories = ['VIRTUAL', 'PHYSICAL'] as const;

/** One issued card with what the card admin may do with it now. */
export const memberCardSchema = z
  .object({
    id: z.uuid(),
    swanId: z.string(),
    category: z.enum(cardCategories),
    status: z.enum(cardStatuses),
    createdAt: isoDateTimeSchema,
    cancelledAt: isoDateTimeSchema.nullable(),
    isBlockable: z.boolean(),
    isUnblockable: z.boolean(),
    isCancellable: z.boolean(),
    ...versionField,
  })
  .meta({ id: 'MemberCard' });
export type MemberCard = z.infer<typeof memberCardSchema>;

export const cardMemberSchema = z
  .object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    membershipId: z.uuid().nullable(),
    status: z.enum(cardMemberStatuses),
    idVerificationState: z.enum(idVerificationStates).nullable(),
    verificationLinkSentAt: isoDateTimeSchema.nullable(),
    cards: z.array(memberCardSchema),
    isInvitable: z.boolean(),
    isVerificationLinkSendable: z.boolean(),
    isCardOrderable: z.boolean(),
  })
  .meta({ id: 'CardMember' });
export type CardMember = z.infer<typeof cardMemberSchema>;

export const cardMemberInviteRequestSchema = z.strictObject({ userId: z.uuid() });
export type CardMemberInviteRequest = z.infer<typeof cardMemberInviteRequestSchema>;
export const cardMemberParamsSchema = z.strictObject({ userId: z.uuid() });
export const memberCardParamsSchema = z.strictObject({ id: z.uuid() });

/** A user's place in the programme, from their membership row (none: not invited). */
export function cardMemberStatusOf(membership: Pick<CardMembership, 'status'> | null): CardMemberStatus {
  if (!membership) return 'NOT_INVITED';
  if (membership.status === 'ACTIVE') return 'ACTIVE';
  return membership.status === 'PROMOTION_IN_PROGRESS' ? 'VERIFYING' : 'INVITED';
}

/** What may happen to a card: blocked only while enabled, nothing once cancelled. */
export function memberCardAbilities(status: CardStatus) {
  return {
    isBlockable: status === 'ENABLED',
    isUnblockable: status === 'BLOCKED',
    isCancellable: status !== 'CANCELED',
  };
}

/**
 * What may happen to a member: invited once; the verification link while the issuer waits for
 * them; a card once verified, as long as they hold none that is not cancelled.
 */
export function cardMemberAbilities(status: CardMemberStatus, cards: readonly { status: CardStatus }[]) {
  return {
    isInvitable: status === 'NOT_INVITED',
    isVerificationLinkSendable: status === 'INVITED' || status === 'VERIFYING',
    isCardOrderable: status === 'ACTIVE' && cards.every((card) => card.status === 'CANCELED'),
  };
}

/** The counts above the list: members by status and cards live. */
export function cardMemberCounts(members: readonly Pick<CardMember, 'status' | 'cards'>[]) {
  const counts: Record<CardMemberStatus, number> & { cardsEnabled: number } = {
    NOT_INVITED: 0,
    INVITED: 0,
    VERIFYING: 0,
    ACTIVE: 0,
    cardsEnabled: 0,
  };
  for (const member of members) {
    counts[member.status] += 1;
    counts.cardsEnabled += member.cards.filter((card) => card.status === 'ENABLED').length;
  }
  return counts;
}
