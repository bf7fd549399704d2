import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cardMembershipResponseSchema, cardMembershipSchema, cardVerificationLinkParamsSchema } from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor } from '../../platform/request-context';
import { getMyCardMembership, sendVerificationLink } from './card-membership.service';

export async function cardMembershipRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v3/integrations/card/membership/me',
    { schema: { tags: ['card'], response: { 200: cardMembershipResponseSchema, ...errorResponses(401) } } },
    async (request) => getMyCardMembership(app.db, requireActor(request)),
  );

  // Any role: the membership's owner is the permission (checked by the service).
  r.post(
    '/api/v3/integrations/card/onboarding/card-admin/:id/verification-link',
    {
      schema: {
        tags: ['card'],
        params: cardVerificationLinkParamsSchema,
        response: { 200: cardMembershipSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => sendVerificationLink(app.deps, requireActor(request), request.params.id),
  );
}
