import { access, defineCall } from '../common/call';
import { expenseSchema } from '../expenses/expense';
import { employeeAreaRoles } from '../vocabulary/roles';
import {
  createReceiptLessExpenseSchema,
  receiptLessAllowanceQuerySchema,
  receiptLessAllowanceSchema,
  receiptLessSettingsSchema,
  updateReceiptLessSettingsSchema,
} from './receipt-less';

const tags = ['receipt-less'];
/** The company's rule is kept with the payroll settings, by those who set up budget groups. */
const settingsAdmin = { access: access.right('CAN_MANAGE_BUDGET_GROUPS'), tags } as const;
/** Declaring is the employee area's, as creating an expense. */
const employee = { access: access.roles(...employeeAreaRoles), tags } as const;
const settingsPath = '/api/v3/company/receipt-less-settings';

/** The receipt-less expense (Eigenbeleg, docs/adr/0026). */
export const receiptLessCalls = {
  settings: defineCall({
    ...settingsAdmin,
    method: 'GET',
    path: settingsPath,
    response: receiptLessSettingsSchema,
    versioned: true,
  }),
  updateSettings: defineCall({
    ...settingsAdmin,
    method: 'PUT',
    path: settingsPath,
    body: updateReceiptLessSettingsSchema,
    response: receiptLessSettingsSchema,
    errors: [409],
    versioned: true,
  }),
  allowance: defineCall({
    ...employee,
    method: 'GET',
    path: '/api/v3/receipt-less/allowance',
    query: receiptLessAllowanceQuerySchema,
    response: receiptLessAllowanceSchema,
  }),
  create: defineCall({
    ...employee,
    method: 'POST',
    path: '/api/v3/receipt-less/expenses',
    body: createReceiptLessExpenseSchema,
    response: expenseSchema,
    errors: [409],
  }),
};
