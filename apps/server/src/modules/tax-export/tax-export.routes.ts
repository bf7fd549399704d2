import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taxExportCalls as calls, downloadSchema, taxExportParamsSchema, taxExportQuerySchema } from '@mobilo/contract';
import { sendAttachment } from '../../platform/files/file-download';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRight } from '../../platform/request-context';
import { route } from '../../platform/route';
import { exampleExport, exportTax, getExportStatus, getExportWarnings } from './tax-export.service';
import { yearReportFile } from './year-report.service';

/** Payroll export of a period (spec 000 §7 "Tax export", "Example export"). */
export async function taxExportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  route(app, calls.warnings, ({ deps, actor, params }) => getExportWarnings(deps, actor, params.period));
  route(app, calls.status, ({ deps, actor, params }) => getExportStatus(deps, actor, params.period));

  // The export answers either the file or, with the download centre, 202 and the queued download:
  // two shapes that a call definition does not describe, so it keeps its own route.
  r.get(
    '/api/v3/management/period/:period/export/tax',
    {
      schema: {
        tags: ['tax-export'],
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

  route(app, calls.example, async ({ deps, actor, query, reply }) =>
    sendAttachment(reply, await exampleExport(deps, app.fileStorage, actor, query.type)),
  );
  route(app, calls.yearReport, async ({ deps, actor, params, query, reply }) =>
    sendAttachment(reply, await yearReportFile(deps, actor, { year: params.year, format: query.format })),
  );
}
