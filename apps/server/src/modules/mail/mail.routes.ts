import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { debugMailsResponseSchema } from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRole } from '../../platform/request-context';
import { listDebugMails } from './mail.service';

/**
 * The outbox for testers. It holds invitation and password-reset links, so it is open to anyone
 * only on the local stage (a developer's machine); on the dev and qa stages only a signed-in
 * operator reads it, and on prod it does not exist.
 */
export async function mailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/debug/mails',
    {
      config: { public: true, optionalSession: true },
      schema: { tags: ['debug'], response: { 200: debugMailsResponseSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      if (app.config.stage === 'prod') throw new AppError('ROUTE_NOT_FOUND', `GET ${request.url.split('?')[0]}`);
      if (app.config.stage !== 'local') requireRole(requireActor(request), ['GOD']);
      return listDebugMails(app.db);
    },
  );
}
