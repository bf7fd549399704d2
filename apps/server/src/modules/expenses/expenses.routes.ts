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
  type ReceiptMimeType,
  saveExpenseRequestSchema,
} from '@mobilo/contract';
import { contentDisposition, receiptFileName } from '../../platform/files/file-names';
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
    async (request) =>
      uploadExpenseFile(files(), requireActor(request), request.params.id, (tempDir) =>
        readSingleUpload(request, 'file', tempDir, app.config.uploadMaxBytes),
      ),
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
        return (
          reply
            .type(file.mimeType)
            .header('content-length', String(file.size))
            .header('cache-control', 'private, no-store')
            .header(
              'content-security-policy',
              disposition === 'inline' ? "frame-ancestors 'self'" : "default-src 'none'; sandbox",
            )
            .header('x-frame-options', disposition === 'inline' ? 'SAMEORIGIN' : 'DENY')
            // Names stored before the extension followed the content are corrected on the way out.
            .header(
              'content-disposition',
              contentDisposition(disposition, receiptFileName(file.originalName, file.mimeType as ReceiptMimeType)),
            )
            .send(stream)
        );
      },
    );
  }
}
