import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { debugMailsResponseSchema } from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import { errorResponses } from '../../platform/openapi';
import { listDebugMails } from './mail.service';

/** The outbox for testers: only where no real person's mail can be in it. */
export async function mailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/debug/mails',
    {
      config: { public: true },
      schema: { tags: ['debug'], response: { 200: debugMailsResponseSchema, ...errorResponses(404) } },
    },
    async (request) => {
      if (app.config.stage === 'prod') throw new AppError('ROUTE_NOT_FOUND', `GET ${request.url.split('?')[0]}`);
      return listDebugMails(app.db);
    },
  );
}
