import { access, defineCall } from '../common/call';
import {
  cardMembershipResponseSchema,
  cardMembershipSchema,
  cardVerificationLinkParamsSchema,
} from './card-membership';

const tags = ['card'];

/** Spec 001 §2 card programme: the signed-in user's membership and the identity check's link. */
export const cardCalls = {
  myMembership: defineCall({
    method: 'GET',
    path: '/api/v3/integrations/card/membership/me',
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
