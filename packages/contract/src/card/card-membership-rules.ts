import type { RoleName } from '../vocabulary/roles';
import type { CardMembership } from './card-membership';

export const cardMembershipStatuses = ['INVITED', 'PROMOTION_IN_PROGRESS', 'ACTIVE'] as const;
export const idVerificationStates = ['not_started', 'in_progress', 'verified'] as const;

/** The promoted dialog's button is only meaningful while the identity check is running. */
export function isVerificationPending(membership: CardMembership): boolean {
  return membership.status === 'PROMOTION_IN_PROGRESS' && membership.idVerificationState === 'in_progress';
}

export type CardMembershipDialog = 'invited' | 'promoted';

/** Which card-membership dialog opens on entering the app (spec 001 §4); never for the operator. */
export function cardMembershipDialogFor(
  membership: CardMembership | null,
  role: RoleName,
): CardMembershipDialog | null {
  if (!membership || role === 'GOD') return null;
  if (membership.status === 'INVITED' && membership.invitationUrl) return 'invited';
  if (isVerificationPending(membership)) return 'promoted';
  return null;
}

/** The navigation's "has cards" fact. */
export function hasCards(membership: CardMembership | null): boolean {
  return (membership?.cardsCount ?? 0) > 0;
}
