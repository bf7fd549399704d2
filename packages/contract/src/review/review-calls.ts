import { reviewerRoles } from '../vocabulary/roles';
import { access, defineCall } from '../common/call';
import { expenseIdParamsSchema } from '../expenses/expense';
import { checkManagementExpenseRequestSchema, editManagementExpenseRequestSchema } from './management-expense';
import { expenseReceiptReadingsResponseSchema, readReceiptsAgainResponseSchema } from '../expenses/receipt-reading';
import { listRejectReasonsResponseSchema } from './reject-reasons';
import {
  checkExpenseParamsSchema,
  deleteMarkerNoteParamsSchema,
  markExpenseParamsSchema,
  rejectExpenseRequestSchema,
  saveMarkerNoteParamsSchema,
} from './review-actions';
import { reviewExpenseSchema } from './review-expense';
import {
  neighbourUserQuerySchema,
  neighbourUserResponseSchema,
  userExpensesParamsSchema,
  userExpensesQuerySchema,
  userSummariesQuerySchema,
  userSummariesResponseSchema,
} from './user-summaries';
import {
  userWithExpensesSchema,
  usersWithExpensesQuerySchema,
  usersWithExpensesResponseSchema,
} from './users-with-expenses';

const tags = ['review'];
/** Reviewers: every role whose rights include reading all expenses of the company. */
const reviewer = access.right('CAN_GET_ALL_EXPENSES');
/** A review of one expense: the admin roles and the checker, not the accountant who only reads. */
const review = access.roles(...reviewerRoles);
/**
 * A change of one expense: 409 when its state or period does not allow it (review.policy), or
 * when it names a version that is no longer the expense's.
 */
const change = { access: review, tags, response: reviewExpenseSchema, errors: [409], versioned: true } as const;

/**
 * Spec 000 §7: the review calls of the audit and management screens, paths verbatim. Who may
 * review which expense (not one's own, not in an invoiced period) is the policy's rule.
 */
export const reviewCalls = {
  usersWithExpenses: defineCall({
    method: 'GET',
    path: '/api/v3/expenses/users',
    access: reviewer,
    tags,
    query: usersWithExpensesQuerySchema,
    response: usersWithExpensesResponseSchema,
    unchecked: {
      reason:
        'A large company answers with tens of thousands of expenses built by typed presenters: the ' +
        'server streams them user by user (docs/adr/0011) and the route tests parse them with the schema.',
    },
  }),
  /** The audit screen's list: a page of user summaries, ordered and filtered on the server (ADR 0021). */
  userSummaries: defineCall({
    method: 'GET',
    path: '/api/v3/expenses/users/summaries',
    access: reviewer,
    tags,
    query: userSummariesQuerySchema,
    response: userSummariesResponseSchema,
  }),
  /** The user a card crosses to with the arrow keys, when it may sit on a page not loaded yet. */
  neighbourUser: defineCall({
    method: 'GET',
    path: '/api/v3/expenses/users/summaries/neighbour',
    access: reviewer,
    tags,
    query: neighbourUserQuerySchema,
    response: neighbourUserResponseSchema,
  }),
  /** One user's card with their expenses of the month, loaded when the card comes into view. */
  userExpenses: defineCall({
    method: 'GET',
    path: '/api/v3/expenses/users/:userId',
    access: reviewer,
    tags,
    params: userExpensesParamsSchema,
    query: userExpensesQuerySchema,
    response: userWithExpensesSchema,
  }),
  rejectReasons: defineCall({
    method: 'GET',
    path: '/api/v3/expenses/rejectReasons',
    access: reviewer,
    tags,
    response: listRejectReasonsResponseSchema,
  }),
  check: defineCall({
    ...change,
    method: 'PATCH',
    path: '/v2/expenses/:id/check/:value',
    params: checkExpenseParamsSchema,
  }),
  mark: defineCall({
    ...change,
    method: 'PATCH',
    path: '/v2/expenses/:id/mark/:value',
    params: markExpenseParamsSchema,
  }),
  saveMarkerNote: defineCall({
    ...change,
    method: 'PATCH',
    path: '/v2/expenses/:id/markerNote/:markerNote',
    params: saveMarkerNoteParamsSchema,
  }),
  deleteMarkerNote: defineCall({
    ...change,
    method: 'PATCH',
    path: '/v2/expenses/:id/markerNote',
    params: deleteMarkerNoteParamsSchema,
  }),
  /** The audit screen's rejection. */
  reject: defineCall({
    ...change,
    method: 'PATCH',
    path: '/api/v3/expenses/:id/reject',
    params: expenseIdParamsSchema,
    body: rejectExpenseRequestSchema,
  }),
  /** The same rejection from the management screen. */
  rejectFromManagement: defineCall({
    ...change,
    method: 'PATCH',
    path: '/api/v3/management/period/expense/:id/reject',
    params: expenseIdParamsSchema,
    body: rejectExpenseRequestSchema,
  }),
  getExpense: defineCall({
    access: reviewer,
    tags,
    method: 'GET',
    path: '/management/period/expense/:id',
    params: expenseIdParamsSchema,
    response: reviewExpenseSchema,
    versioned: true,
  }),
  receiptReadings: defineCall({
    access: reviewer,
    tags,
    method: 'GET',
    path: '/management/period/expense/:id/ocr',
    params: expenseIdParamsSchema,
    response: expenseReceiptReadingsResponseSchema,
  }),
  /** Reads the expense's receipts again, e.g. after a better reader was installed. */
  readReceiptsAgain: defineCall({
    access: reviewer,
    tags,
    method: 'POST',
    path: '/management/period/expense/:id/ocr/read',
    params: expenseIdParamsSchema,
    response: readReceiptsAgainResponseSchema,
  }),
  edit: defineCall({
    ...change,
    access: access.right('CAN_EDIT_EXPENSES'),
    method: 'PATCH',
    path: '/management/period/expense/:id/edit',
    params: expenseIdParamsSchema,
    body: editManagementExpenseRequestSchema,
  }),
  checkFromManagement: defineCall({
    ...change,
    method: 'PATCH',
    path: '/management/period/expense/:id/check',
    params: expenseIdParamsSchema,
    body: checkManagementExpenseRequestSchema,
  }),
};
