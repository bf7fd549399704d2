import { z } from 'zod';
import { access, defineCall } from '../common/call';
import {
  cardMemberInviteRequestSchema,
  cardMemberParamsSchema,
  cardMemberSchema,
  memberCardParamsSchema,
} from './card-members';

/**
 * /card-management: the card admin's members and their cards, behind the card licence and flag
 * (docs/adr/0027). The specification names the screen, not its calls; these follow the card
 * admin's other calls under /api/v3/card. Calls that reach the issuer may answer 502.
 */
const cardAdmin = { access: access.roles('CARD_ADMIN'), tags: ['card'] } as const;
const ofMember = { ...cardAdmin, params: cardMemberParamsSchema, response: cardMemberSchema } as const;
const ofCard = { ...cardAdmin, params: memberCardParamsSchema, response: cardMemberSchema, versioned: true } as const;

export const cardMemberCalls = {
  members: defineCall({
    ...cardAdmin,
    method: 'GET',
    path: '/api/v3/card/members',
    response: z.array(cardMemberSchema),
  }),
  /** The issuer's account membership by the user's email; inviting again answers the member as is. */
  inviteMember: defineCall({
    ...cardAdmin,
    method: 'POST',
    path: '/api/v3/card/members',
    body: cardMemberInviteRequestSchema,
    response: cardMemberSchema,
    errors: [409, 502],
  }),
  sendVerificationLink: defineCall({
    ...ofMember,
    method: 'POST',
    path: '/api/v3/card/members/:userId/verification-link',
    errors: [409],
  }),
  /** A virtual card; a member who holds one that is not cancelled gets it back, not a second one. */
  orderCard: defineCall({
    ...ofMember,
    method: 'POST',
    path: '/api/v3/card/members/:userId/cards',
    errors: [409, 502],
  }),
  blockCard: defineCall({ ...ofCard, method: 'POST', path: '/api/v3/card/cards/:id/block', errors: [409] }),
  unblockCard: defineCall({ ...ofCard, method: 'POST', path: '/api/v3/card/cards/:id/unblock', errors: [409] }),
  cancelCard: defineCall({ ...ofCard, method: 'POST', path: '/api/v3/card/cards/:id/cancel', errors: [409, 502] }),
};
