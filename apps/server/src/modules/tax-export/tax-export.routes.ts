import type { FastifyInstance } from 'fastify';
import { taxExportCalls as calls } from '@mobilo/contract';
import { sendAttachment } from '../../platform/files/file-download';
import { route } from '../../platform/route';
import { exampleExport, exportTax, getExportStatus, getExportWarnings } from './tax-export.service';
import { yearReportFile } from './year-report.service';

/** Payroll export of a period (spec 000 §7 "Tax export", "Example export"). */
export async function taxExportRoutes(app: FastifyInstance) {
  route(app, calls.warnings, ({ deps, actor, params }) => getExportWarnings(deps, actor, params.period));
  route(app, calls.status, ({ deps, actor, params }) => getExportStatus(deps, actor, params.period));

  route(app, calls.export, async ({ deps, actor, params, query, reply }) => {
    const answer = await exportTax(deps, actor, { period: params.period, query });
    if (answer.kind === 'queued') return reply.code(202).send(answer.download);
    return sendAttachment(reply, answer.file);
  });
  route(app, calls.example, async ({ deps, actor, query, reply }) =>
    sendAttachment(reply, await exampleExport(deps, actor, { platform: query.type })),
  );
  route(app, calls.yearReport, async ({ deps, actor, params, query, reply }) =>
    sendAttachment(reply, await yearReportFile(deps, actor, { year: params.year, format: query.format })),
  );
}
