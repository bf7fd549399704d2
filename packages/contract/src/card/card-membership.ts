import { z } from 'zod';
import type { RoleName } from '../vocabulary/roles';

export const cardMembershipStatuses = ['INVITED', 'PROMOTION_IN_PROGRESS', 'ACTIVE'] as const;
export const idVerificationStates = ['not_started', 'in_progress', 'verified'] as const;

/** GET /api/v3/integrations/card/membership/me (spec 001 §3 "Card membership"); null without one. */
export const cardMembershipSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(cardMembershipStatuses),
    cardsCount: z.number().int().min(0),
    invitationUrl: z.url().nullable(),
    idVerificationState: z.enum(idVerificationStates).nullable(),
  })
  .meta({ id: 'CardMembership' });
export type CardMembership = z.infer<typeof cardMembershipSchema>;
export const cardMembershipResponseSchema = cardMembershipSchema.nullable();

/** POST /api/v3/integrations/card/onboarding/card-admin/{id}/verification-link */
export const cardVerificationLinkParamsSchema = z.strictObject({ id: z.uuid() });

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
