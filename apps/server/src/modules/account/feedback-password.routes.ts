import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackPasswordResponseSchema, type RoleName } from '@mobilo/contract';
import { notFound } from '../../platform/app-error';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRole } from '../../platform/request-context';

/** The feedback form is offered to admins and light admins (spec 001 §2 "Shell: side menu"). */
const feedbackRoles: readonly RoleName[] = ['ADMIN', 'ADMIN_LIGHT'];

export async function feedbackPasswordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v3/user/feedback-password',
    {
      schema: {
        tags: ['users'],
        response: { 200: feedbackPasswordResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireRole(requireActor(request), feedbackRoles);
      if (app.config.feedbackPassword === null) throw notFound('feedbackPassword');
      return { password: app.config.feedbackPassword };
    },
  );
}
