import { z } from 'zod';
import { cardMembershipStatuses, idVerificationStates } from './card-membership-rules';

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
