import type { FastifyInstance } from 'fastify';
import { expenseCalls as calls } from '@mobilo/contract';
import { readSingleUpload } from '../../platform/files/multipart';
import { route } from '../../platform/route';
import { deleteExpense, deleteExpenseFile, openExpenseFile, uploadExpenseFile } from './expense-files.service';
import { getExpenseTypes } from './expense-types.service';
import { idempotencyKeyOf } from './expense-request-keys';
import { sendReceipt } from './expense-receipt-reply';
import {
  createExpense,
  getExpense,
  getExpenseAuditLog,
  listExpenses,
  replaceExpense,
  submitExpense,
  withdrawExpense,
} from './expenses.service';

/** Spec 000 §6: the employee's expense calls; paths, schemas and access come from the contract. */
export async function expenseRoutes(app: FastifyInstance) {
  route(app, calls.list, ({ deps, actor, query }) => listExpenses(deps, actor, query));
  route(app, calls.types, ({ deps, actor, query }) => getExpenseTypes(deps, actor, query));
  route(app, calls.create, ({ deps, actor, body, request }) =>
    createExpense(deps, actor, { expense: body, idempotencyKey: idempotencyKeyOf(request) }),
  );
  route(app, calls.get, ({ deps, actor, params }) => getExpense(deps, actor, params));
  route(app, calls.replace, ({ deps, actor, params, body, version }) =>
    replaceExpense(deps, actor, { id: params.id, expense: body, version }),
  );
  route(app, calls.delete, ({ deps, actor, params }) => deleteExpense(deps, actor, params));
  route(app, calls.submit, ({ deps, actor, params }) => submitExpense(deps, actor, params));
  route(app, calls.withdraw, ({ deps, actor, params }) => withdrawExpense(deps, actor, params));
  route(app, calls.auditLog, ({ deps, actor, params }) => getExpenseAuditLog(deps, actor, params));
  route(app, calls.uploadFile, ({ deps, actor, params, request }) =>
    uploadExpenseFile(deps, actor, {
      id: params.id,
      idempotencyKey: idempotencyKeyOf(request),
      receive: (tempDir) =>
        readSingleUpload(request, calls.uploadFile.upload.field, tempDir, deps.config.uploadMaxBytes),
    }),
  );
  route(app, calls.deleteFile, ({ deps, actor, params }) => deleteExpenseFile(deps, actor, params));
  route(app, calls.downloadFile, async ({ deps, actor, params, reply }) =>
    sendReceipt(reply, await openExpenseFile(deps, actor, params), 'attachment'),
  );
  route(app, calls.previewFile, async ({ deps, actor, params, reply }) =>
    sendReceipt(reply, await openExpenseFile(deps, actor, params), 'inline'),
  );
}
