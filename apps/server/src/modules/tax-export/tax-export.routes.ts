import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  downloadSchema,
  exampleExportQuerySchema,
  exportStatusResponseSchema,
  exportWarningsParamsSchema,
  exportWarningsResponseSchema,
  taxExportParamsSchema,
  taxExportQuerySchema,
} from '@mobilo/contract';
import { sendAttachment } from '../../platform/files/file-download';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRight } from '../../platform/request-context';
import { exampleExport, exportTax, getExportStatus, getExportWarnings } from './tax-export.service';

/** Payroll export of a period (spec 000 §7 "Tax export", "Example export"). */
export async function taxExportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tax-export'];

  r.get(
    '/api/v3/management/period/:period/export/warnings',
    {
      schema: {
        tags,
        params: exportWarningsParamsSchema,
        response: { 200: exportWarningsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      requireRight(actor, 'CAN_MANAGE_PERIODS');
      return getExportWarnings(app.deps, actor, request.params.period);
    },
  );

  r.get(
    '/api/v3/management/period/:period/export/status',
    {
      schema: {
        tags,
        params: taxExportParamsSchema,
        response: { 200: exportStatusResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      requireRight(actor, 'CAN_MANAGE_PERIODS');
      return getExportStatus(app.deps, actor, request.params.period);
    },
  );

  r.get(
    '/api/v3/management/period/:period/export/tax',
    {
      schema: {
        tags,
        params: taxExportParamsSchema,
        querystring: taxExportQuerySchema,
        response: { 202: downloadSchema, ...errorResponses(400, 401, 403, 404, 409, 500, 503) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      requireRight(actor, 'CAN_MANAGE_PERIODS');
      const answer = await exportTax(app.deps, app.jobs, app.fileStorage, actor, request.params.period, request.query);
      if (answer.kind === 'queued') return reply.code(202).send(answer.download);
      return sendAttachment(reply, answer.file);
    },
  );

  r.get(
    '/management/example-export',
    { schema: { tags, querystring: exampleExportQuerySchema, response: errorResponses(400, 401, 403) } },
    async (request, reply) => {
      const actor = requireActor(request);
      requireRight(actor, 'CAN_MANAGE_PERIODS');
      return sendAttachment(reply, await exampleExport(app.deps, app.fileStorage, actor, request.query.type));
    },
  );
}
