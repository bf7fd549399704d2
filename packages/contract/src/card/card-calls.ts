import { z } from 'zod';
import { access, defineCall } from '../common/call';
import { firstScreenRoutes } from '../common/first-screen-routes';
import {
  cardAllowedListRequestSchema,
  cardAllowedListSchema,
  cardLoadRunSchema,
  cardObjectIdParamsSchema,
  cardPayoutPlanRequestSchema,
  cardPayoutPlanSchema,
  cardSettingsRequestSchema,
  cardSettingsSchema,
} from './card-programme';
import {
  cardMembershipResponseSchema,
  cardMembershipSchema,
  cardVerificationLinkParamsSchema,
} from './card-membership';

const tags = ['card'];

/** Spec 001 §2 card programme: the signed-in user's membership and the identity check's link. */
export const cardCalls = {
  myMembership: defineCall({
    ...firstScreenRoutes.cardMembership,
    access: access.signedIn,
    tags,
    response: cardMembershipResponseSchema,
  }),
  // Any role: the membership's owner is the permission (the service's rule).
  sendVerificationLink: defineCall({
    method: 'POST',
    path: '/api/v3/integrations/card/onboarding/card-admin/:id/verification-link',
    access: access.signedIn,
    tags,
    params: cardVerificationLinkParamsSchema,
    response: cardMembershipSchema,
    errors: [403, 409],
  }),
};

/** /card-whitelists and /card-payout-plans: the card admin's, with the card licence and flag (docs/adr/0027). */
const cardAdmin = { access: access.roles('CARD_ADMIN'), tags } as const;
const oneObject = { ...cardAdmin, params: cardObjectIdParamsSchema } as const;

export const cardProgrammeCalls = {
  allowedLists: defineCall({
    ...cardAdmin,
    method: 'GET',
    path: '/api/v3/card/whitelists',
    response: z.array(cardAllowedListSchema),
  }),
  createAllowedList: defineCall({
    ...cardAdmin,
    method: 'POST',
    path: '/api/v3/card/whitelists',
    body: cardAllowedListRequestSchema,
    response: cardAllowedListSchema,
    errors: [409],
  }),
  updateAllowedList: defineCall({
    ...oneObject,
    method: 'PUT',
    path: '/api/v3/card/whitelists/:id',
    body: cardAllowedListRequestSchema,
    response: cardAllowedListSchema,
    versioned: true,
  }),
  deleteAllowedList: defineCall({
    ...oneObject,
    method: 'DELETE',
    path: '/api/v3/card/whitelists/:id',
    response: z.null(),
    errors: [409],
  }),
  payoutPlans: defineCall({
    ...cardAdmin,
    method: 'GET',
    path: '/api/v3/card/payout-plans',
    response: z.array(cardPayoutPlanSchema),
  }),
  createPayoutPlan: defineCall({
    ...cardAdmin,
    method: 'POST',
    path: '/api/v3/card/payout-plans',
    body: cardPayoutPlanRequestSchema,
    response: cardPayoutPlanSchema,
    errors: [409],
  }),
  updatePayoutPlan: defineCall({
    ...oneObject,
    method: 'PUT',
    path: '/api/v3/card/payout-plans/:id',
    body: cardPayoutPlanRequestSchema,
    response: cardPayoutPlanSchema,
    versioned: true,
  }),
  deletePayoutPlan: defineCall({
    ...oneObject,
    method: 'DELETE',
    path: '/api/v3/card/payout-plans/:id',
    response: z.null(),
    errors: [409],
  }),
  /** "Run the missing load": this month's load of the plan for the cards it has not loaded yet. */
  runLoad: defineCall({
    ...oneObject,
    method: 'POST',
    path: '/api/v3/card/payout-plans/:id/load',
    response: cardLoadRunSchema,
    errors: [409],
  }),
  settings: defineCall({
    ...cardAdmin,
    method: 'GET',
    path: '/api/v3/card/settings',
    response: cardSettingsSchema,
  }),
  updateSettings: defineCall({
    ...cardAdmin,
    method: 'PUT',
    path: '/api/v3/card/settings',
    body: cardSettingsRequestSchema,
    response: cardSettingsSchema,
    versioned: true,
  }),
};
