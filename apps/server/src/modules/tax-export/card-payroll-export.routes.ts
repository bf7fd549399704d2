import type { FastifyInstance } from 'fastify';
import { cardPayrollCalls as calls } from '@mobilo/contract';
import { sendAttachment } from '../../platform/files/file-download';
import { route } from '../../platform/route';
import { getCardPayrollSettings, updateCardPayrollSettings } from '../card/card-payroll.service';
import { cardPayrollFile, getCardPayrollMonth, listCardPayrollMonths } from './card-payroll-export.service';

/** /card-payroll-exports: the card's lines of a month through the payroll export's computation and writers. */
export async function cardPayrollExportRoutes(app: FastifyInstance) {
  route(app, calls.months, ({ deps, actor }) => listCardPayrollMonths(deps, actor, {}));
  route(app, calls.month, ({ deps, actor, params }) => getCardPayrollMonth(deps, actor, params));
  route(app, calls.file, async ({ deps, actor, params, query, reply }) =>
    sendAttachment(reply, await cardPayrollFile(deps, actor, { period: params.period, platform: query.platform })),
  );
  route(app, calls.settings, ({ deps, actor }) => getCardPayrollSettings(deps, actor, {}));
  route(app, calls.updateSettings, ({ deps, actor, body, version }) =>
    updateCardPayrollSettings(deps, actor, { body, version }),
  );
}
