import { z } from 'zod';
import { employeeAreaRoles } from '../vocabulary/roles';
import { access, defineCall } from '../common/call';
import { firstScreenRoutes } from '../common/first-screen-routes';
import { idSchema } from '../common/primitives';
import { expenseIdParamsSchema, expenseSchema } from './expense';
import { expenseAuditLogResponseSchema } from './expense-audit-log';
import { expenseTypesQuerySchema, expenseTypesResponseSchema } from './expense-types';
import { listExpensesQuerySchema, listExpensesResponseSchema } from './list-expenses';
import { replaceExpenseRequestSchema, saveExpenseRequestSchema } from './save-expense';
import { combinedReceiptReadingSchema } from './receipt-reading';

export const expenseFileParamsSchema = z.strictObject({ id: idSchema, fileId: idSchema });
export const deletedExpenseSchema = z
  .object({ id: z.string(), deleted: z.literal(true) })
  .meta({ id: 'DeletedExpense' });

const tags = ['expenses'];
/** Reading one's own expenses: every signed-in user. */
const own = { access: access.signedIn, tags } as const;
/** Changing them is the employee area's (spec 001 §3): not the checker's, not the accountant's. */
const employee = { access: access.roles(...employeeAreaRoles), tags } as const;

/** Spec 000 §6: the employee's expense calls, paths verbatim. */
export const expenseCalls = {
  list: defineCall({
    ...own,
    ...firstScreenRoutes.listExpenses,
    query: listExpensesQuerySchema,
    response: listExpensesResponseSchema,
    errors: [404],
  }),
  types: defineCall({
    ...own,
    method: 'GET',
    path: '/v2/expenses/types',
    query: expenseTypesQuerySchema,
    response: expenseTypesResponseSchema,
  }),
  create: defineCall({
    ...employee,
    method: 'POST',
    path: '/v2/expenses/',
    body: saveExpenseRequestSchema,
    response: expenseSchema,
    errors: [409],
  }),
  get: defineCall({
    ...own,
    method: 'GET',
    path: '/v2/expenses/:id',
    params: expenseIdParamsSchema,
    response: expenseSchema,
    versioned: true,
  }),
  replace: defineCall({
    ...employee,
    method: 'PUT',
    path: '/v2/expenses/:id',
    params: expenseIdParamsSchema,
    body: replaceExpenseRequestSchema,
    response: expenseSchema,
    errors: [409],
    versioned: true,
  }),
  delete: defineCall({
    ...employee,
    method: 'DELETE',
    path: '/v2/expenses/:id',
    params: expenseIdParamsSchema,
    response: deletedExpenseSchema,
    errors: [409],
  }),
  submit: defineCall({
    ...employee,
    ...firstScreenRoutes.submitExpense,
    params: expenseIdParamsSchema,
    response: expenseSchema,
    errors: [409],
  }),
  withdraw: defineCall({
    ...employee,
    ...firstScreenRoutes.withdrawExpense,
    params: expenseIdParamsSchema,
    response: expenseSchema,
    errors: [409],
  }),
  auditLog: defineCall({
    ...own,
    method: 'GET',
    path: '/v2/expenses/:id/auditlog',
    params: expenseIdParamsSchema,
    response: expenseAuditLogResponseSchema,
  }),
  uploadFile: defineCall({
    ...employee,
    method: 'POST',
    path: '/v2/expenses/:id/file',
    params: expenseIdParamsSchema,
    upload: { field: 'file' },
    response: expenseSchema,
    errors: [409, 413, 415],
  }),
  /**
   * Reads a receipt before it is attached (the create dialog's suggestions): nothing is stored,
   * the answer is what the receipt states; fields it does not state are null.
   */
  readReceipt: defineCall({
    ...employee,
    method: 'POST',
    path: '/api/v3/receipts/read',
    upload: { field: 'file' },
    response: combinedReceiptReadingSchema,
    errors: [413, 415],
  }),
  deleteFile: defineCall({
    ...employee,
    method: 'DELETE',
    path: '/v2/expenses/:id/file',
    params: expenseIdParamsSchema,
    response: expenseSchema,
    errors: [409],
  }),
  downloadFile: defineCall({
    ...own,
    method: 'GET',
    path: '/v2/expenses/:id/files/:fileId',
    params: expenseFileParamsSchema,
    download: true,
  }),
  previewFile: defineCall({
    ...own,
    method: 'GET',
    path: '/v2/expenses/:id/files/:fileId/preview',
    params: expenseFileParamsSchema,
    download: true,
  }),
};
