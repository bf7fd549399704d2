import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkExpenseParamsSchema,
  checkManagementExpenseRequestSchema,
  deleteMarkerNoteParamsSchema,
  editManagementExpenseRequestSchema,
  expenseIdParamsSchema,
  expenseReceiptReadingsResponseSchema,
  listRejectReasonsResponseSchema,
  markExpenseParamsSchema,
  rejectExpenseRequestSchema,
  reviewExpenseSchema,
  type Right,
  saveMarkerNoteParamsSchema,
  usersWithExpensesQuerySchema,
  usersWithExpensesResponseSchema,
} from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRight } from '../../platform/request-context';
import { jsonArrayStream } from '../../platform/json-stream';
import { usersWithExpenses } from './review-list.service';
import {
  editExpenseAsReviewer,
  getReceiptReadings,
  getReviewExpense,
  listRejectReasons,
  rejectExpense,
  saveMarkerNote,
  setExpenseChecked,
  setExpenseMarked,
} from './review.service';

const tags = ['review'];

function actorWith(request: FastifyRequest, right: Right) {
  const actor = requireActor(request);
  requireRight(actor, right);
  return actor;
}

/** Spec 000 §7: the review calls of the audit and management screens, paths verbatim. */
export async function reviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reviewer = (request: FastifyRequest) => actorWith(request, 'CAN_GET_ALL_EXPENSES');
  const editor = (request: FastifyRequest) => actorWith(request, 'CAN_EDIT_EXPENSES');
  const answer = { 200: reviewExpenseSchema, ...errorResponses(400, 401, 403, 404, 409) };

  r.get(
    '/api/v3/expenses/users',
    {
      schema: {
        tags,
        querystring: usersWithExpensesQuerySchema,
        response: { 200: usersWithExpensesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      // The answer of a large company holds tens of thousands of expenses built by typed
      // presenters: it is streamed user by user instead of being checked against the schema
      // again and serialised as one string (docs/adr/0011, docs/performance.md). The route tests
      // parse it with the schema.
    },
    async (request, reply) => {
      const users = await usersWithExpenses(app.db, reviewer(request), request.query.month);
      // A stream goes out as it is, past the serialiser; the schema above documents its content.
      return reply.type('application/json; charset=utf-8').send(jsonArrayStream(users) as never);
    },
  );

  r.get(
    '/api/v3/expenses/rejectReasons',
    { schema: { tags, response: { 200: listRejectReasonsResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      reviewer(request);
      return listRejectReasons(app.db);
    },
  );

  r.patch(
    '/v2/expenses/:id/check/:value',
    { schema: { tags, params: checkExpenseParamsSchema, response: answer } },
    async (request) => setExpenseChecked(app.db, reviewer(request), request.params.id, request.params.value),
  );

  r.patch(
    '/v2/expenses/:id/mark/:value',
    { schema: { tags, params: markExpenseParamsSchema, response: answer } },
    async (request) => setExpenseMarked(app.db, reviewer(request), request.params.id, request.params.value),
  );

  r.patch(
    '/v2/expenses/:id/markerNote/:markerNote',
    { schema: { tags, params: saveMarkerNoteParamsSchema, response: answer } },
    async (request) => saveMarkerNote(app.db, reviewer(request), request.params.id, request.params.markerNote),
  );

  r.patch(
    '/v2/expenses/:id/markerNote',
    { schema: { tags, params: deleteMarkerNoteParamsSchema, response: answer } },
    async (request) => saveMarkerNote(app.db, reviewer(request), request.params.id, null),
  );

  for (const url of ['/api/v3/expenses/:id/reject', '/api/v3/management/period/expense/:id/reject']) {
    r.patch(
      url,
      { schema: { tags, params: expenseIdParamsSchema, body: rejectExpenseRequestSchema, response: answer } },
      async (request) => rejectExpense(app.db, reviewer(request), request.params.id, request.body),
    );
  }

  r.get(
    '/management/period/expense/:id',
    { schema: { tags, params: expenseIdParamsSchema, response: answer } },
    async (request) => getReviewExpense(app.db, reviewer(request), request.params.id),
  );

  r.get(
    '/management/period/expense/:id/ocr',
    {
      schema: {
        tags,
        params: expenseIdParamsSchema,
        response: { 200: expenseReceiptReadingsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getReceiptReadings(app.db, reviewer(request), request.params.id),
  );

  r.patch(
    '/management/period/expense/:id/edit',
    { schema: { tags, params: expenseIdParamsSchema, body: editManagementExpenseRequestSchema, response: answer } },
    async (request) => editExpenseAsReviewer(app.db, editor(request), request.params.id, request.body),
  );

  r.patch(
    '/management/period/expense/:id/check',
    { schema: { tags, params: expenseIdParamsSchema, body: checkManagementExpenseRequestSchema, response: answer } },
    async (request) => setExpenseChecked(app.db, reviewer(request), request.params.id, request.body.isChecked),
  );
}
