import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  expenseAuditLogResponseSchema,
  expenseIdParamsSchema,
  expenseSchema,
  expenseTypesQuerySchema,
  expenseTypesResponseSchema,
  listExpensesQuerySchema,
  listExpensesResponseSchema,
  saveExpenseRequestSchema,
} from '@mobilo/contract';
import { readSingleUpload } from '../../platform/files/multipart';
import { errorResponses } from '../../platform/openapi';
import { requireActor } from '../../platform/request-context';
import {
  deleteExpenseAndReceipts,
  deleteExpenseFile,
  openExpenseFile,
  uploadExpenseFile,
} from './expense-files.service';
import { getExpenseTypes } from './expense-types.service';
import { requestReceiptReading } from '../receipts/receipts.service';
import {
  createExpense,
  getExpense,
  getExpenseAuditLog,
  listExpenses,
  replaceExpense,
  submitExpense,
  withdrawExpense,
} from './expenses.service';

const tags = ['expenses'];
const fileParamsSchema = z.strictObject({ id: z.uuid(), fileId: z.uuid() });
const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

export async function expenseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const files = () => ({ db: app.db, storage: app.fileStorage, log: app.log });
  const one = {
    params: expenseIdParamsSchema,
    response: { 200: expenseSchema, ...errorResponses(400, 401, 404, 409) },
  };

  r.get(
    '/v2/expenses',
    {
      schema: {
        tags,
        querystring: listExpensesQuerySchema,
        response: { 200: listExpensesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listExpenses(app.db, requireActor(request), request.query),
  );

  r.get(
    '/v2/expenses/types',
    {
      schema: {
        tags,
        querystring: expenseTypesQuerySchema,
        response: { 200: expenseTypesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => getExpenseTypes(app.db, requireActor(request)),
  );

  r.post(
    '/v2/expenses/',
    {
      schema: {
        tags,
        body: saveExpenseRequestSchema,
        response: { 200: expenseSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => createExpense(app.db, requireActor(request), request.body),
  );

  r.get('/v2/expenses/:id', { schema: { tags, ...one } }, async (request) =>
    getExpense(app.db, requireActor(request), request.params.id),
  );

  r.put('/v2/expenses/:id', { schema: { tags, ...one, body: saveExpenseRequestSchema } }, async (request) =>
    replaceExpense(app.db, requireActor(request), request.params.id, request.body),
  );

  r.delete(
    '/v2/expenses/:id',
    {
      schema: {
        tags,
        params: expenseIdParamsSchema,
        response: { 200: deletedSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => deleteExpenseAndReceipts(files(), requireActor(request), request.params.id),
  );

  r.patch('/v2/expenses/:id/submit', { schema: { tags, ...one } }, async (request) =>
    submitExpense(app.db, requireActor(request), request.params.id),
  );

  r.patch('/v2/expenses/:id/withdraw', { schema: { tags, ...one } }, async (request) =>
    withdrawExpense(app.db, requireActor(request), request.params.id),
  );

  r.get(
    '/v2/expenses/:id/auditlog',
    {
      schema: {
        tags,
        params: expenseIdParamsSchema,
        response: { 200: expenseAuditLogResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getExpenseAuditLog(app.db, requireActor(request), request.params.id),
  );

  r.post(
    '/v2/expenses/:id/file',
    {
      schema: {
        tags,
        params: expenseIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: expenseSchema, ...errorResponses(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const expense = await uploadExpenseFile(files(), actor, request.params.id, (tempDir) =>
        readSingleUpload(request, 'file', tempDir, app.config.uploadMaxBytes),
      );
      // Every receipt is read in the background; the upload never waits for it.
      for (const file of expense.files) {
        await requestReceiptReading(app.jobs, request.log, { companyId: actor.companyId, fileId: file.id });
      }
      return expense;
    },
  );

  r.delete('/v2/expenses/:id/file', { schema: { tags, ...one } }, async (request) =>
    deleteExpenseFile(files(), requireActor(request), request.params.id),
  );

  for (const [suffix, disposition] of [
    ['', 'attachment'],
    ['/preview', 'inline'],
  ] as const) {
    r.get(
      `/v2/expenses/:id/files/:fileId${suffix}`,
      { schema: { tags, params: fileParamsSchema } },
      async (request, reply) => {
        const { file, stream } = await openExpenseFile(
          files(),
          requireActor(request),
          request.params.id,
          request.params.fileId,
        );
        const ascii = file.originalName.replace(/[^\x20-\x7e]/g, '_');
        return reply
          .type(file.mimeType)
          .header('content-length', String(file.size))
          .header('cache-control', 'private, no-store')
          .header(
            'content-security-policy',
            disposition === 'inline' ? "frame-ancestors 'self'" : "default-src 'none'; sandbox",
          )
          .header('x-frame-options', disposition === 'inline' ? 'SAMEORIGIN' : 'DENY')
          .header(
            'content-disposition',
            `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
          )
          .send(stream);
      },
    );
  }
}
