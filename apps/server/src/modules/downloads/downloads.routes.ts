import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { downloadCalls, downloadParamsSchema, downloadSchema, listDownloadsResponseSchema } from '@mobilo/contract';
import { sendAttachment } from '../../platform/files/file-download';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRight } from '../../platform/request-context';
import { route } from '../../platform/route';
import { getDownload, listDownloads, markImported, openDownloadFile } from './downloads.service';

/** The download centre (route /downloads): the company's export files, for those who manage periods. */
export async function downloadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['downloads'];

  r.get(
    '/api/v3/downloads',
    { schema: { tags, response: { 200: listDownloadsResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const actor = requireActor(request);
      requireRight(actor, 'CAN_MANAGE_PERIODS');
      return listDownloads(app.db, actor.companyId);
    },
  );

  r.get(
    '/api/v3/downloads/:id',
    {
      schema: {
        tags,
        params: downloadParamsSchema,
        response: { 200: downloadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      requireRight(actor, 'CAN_MANAGE_PERIODS');
      return getDownload(app.db, actor.companyId, request.params.id);
    },
  );

  r.get(
    '/api/v3/downloads/:id/file',
    { schema: { tags, params: downloadParamsSchema, response: errorResponses(400, 401, 403, 404, 409) } },
    async (request, reply) => {
      const actor = requireActor(request);
      requireRight(actor, 'CAN_MANAGE_PERIODS');
      return sendAttachment(reply, await openDownloadFile(app.db, app.fileStorage, actor.companyId, request.params.id));
    },
  );

  route(app, downloadCalls.markImported, ({ deps, actor, params }) => markImported(deps, actor, params));
}
