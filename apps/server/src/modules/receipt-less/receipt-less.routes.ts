import type { FastifyInstance } from 'fastify';
import { receiptLessCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import {
  declareReceiptLessExpense,
  getReceiptLessAllowance,
  getReceiptLessSettings,
  updateReceiptLessSettings,
} from './receipt-less.service';

/** The receipt-less expense (Eigenbeleg): the company's rule, the employee's allowance, the declaration. */
export async function receiptLessRoutes(app: FastifyInstance) {
  route(app, calls.settings, ({ deps, actor }) => getReceiptLessSettings(deps, actor));
  route(app, calls.updateSettings, ({ deps, actor, body, version }) =>
    updateReceiptLessSettings(deps, actor, { body, version }),
  );
  route(app, calls.allowance, ({ deps, actor, query }) => getReceiptLessAllowance(deps, actor, query));
  route(app, calls.create, ({ deps, actor, body }) => declareReceiptLessExpense(deps, actor, { body }));
}
