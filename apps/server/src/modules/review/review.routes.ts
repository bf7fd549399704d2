import type { FastifyInstance } from 'fastify';
import { reviewCalls as calls } from '@mobilo/contract';
import { jsonArrayStream } from '../../platform/json-stream';
import { route } from '../../platform/route';
import { usersWithExpenses } from './review-list.service';
import { neighbourUser, userExpenses, userSummaries } from './review-summaries.service';
import {
  editExpenseAsReviewer,
  getReceiptReadings,
  readReceiptsAgain,
  getReviewExpense,
  listRejectReasons,
  rejectExpense,
  saveMarkerNote,
  setExpenseChecked,
  setExpenseMarked,
} from './review.service';

/** Spec 000 §7: the review calls of the audit and management screens. */
export async function reviewRoutes(app: FastifyInstance) {
  route(app, calls.usersWithExpenses, async ({ deps, actor, query, reply }) => {
    const users = await usersWithExpenses(deps, actor, query);
    // A stream goes out as it is, past the serialiser; the call's schema documents its content.
    return reply.type('application/json; charset=utf-8').send(jsonArrayStream(users) as never);
  });
  route(app, calls.userSummaries, ({ deps, actor, query }) => userSummaries(deps, actor, query));
  route(app, calls.neighbourUser, ({ deps, actor, query }) => neighbourUser(deps, actor, query));
  route(app, calls.userExpenses, ({ deps, actor, params, query }) =>
    userExpenses(deps, actor, { userId: params.userId, month: query.month }),
  );
  route(app, calls.rejectReasons, ({ deps, actor }) => listRejectReasons(deps, actor));
  route(app, calls.check, ({ deps, actor, params, version }) =>
    setExpenseChecked(deps, actor, { id: params.id, isChecked: params.value, version }),
  );
  route(app, calls.mark, ({ deps, actor, params, version }) =>
    setExpenseMarked(deps, actor, { id: params.id, isMarked: params.value, version }),
  );
  route(app, calls.saveMarkerNote, ({ deps, actor, params, version }) =>
    saveMarkerNote(deps, actor, { ...params, version }),
  );
  route(app, calls.deleteMarkerNote, ({ deps, actor, params, version }) =>
    saveMarkerNote(deps, actor, { id: params.id, markerNote: null, version }),
  );
  route(app, calls.reject, ({ deps, actor, params, body, version }) =>
    rejectExpense(deps, actor, { id: params.id, body, version }),
  );
  route(app, calls.rejectFromManagement, ({ deps, actor, params, body, version }) =>
    rejectExpense(deps, actor, { id: params.id, body, version }),
  );
  route(app, calls.getExpense, ({ deps, actor, params }) => getReviewExpense(deps, actor, params));
  route(app, calls.receiptReadings, ({ deps, actor, params }) => getReceiptReadings(deps, actor, params));
  route(app, calls.readReceiptsAgain, ({ deps, actor, params }) => readReceiptsAgain(deps, actor, params));
  route(app, calls.edit, ({ deps, actor, params, body, version }) =>
    editExpenseAsReviewer(deps, actor, { id: params.id, body, version }),
  );
  route(app, calls.checkFromManagement, ({ deps, actor, params, body, version }) =>
    setExpenseChecked(deps, actor, { id: params.id, isChecked: body.isChecked, version }),
  );
}
