import { access, defineCall } from '../common/call';
import { usersWithoutPersonalNumberResponseSchema } from '../users/users-without-personal-number';
import { listManagementPeriodsResponseSchema } from './management-periods';
import { type PeriodAction, periodActionParamsSchema, periodActionResponseSchema } from './period-actions';
import { periodBudgetResponseSchema } from './period-budget';
import { managementPeriodParamsSchema, periodExpensesResponseSchema } from './period-expenses';
import { managementUserMetadataParamsSchema, managementUserMetadataResponseSchema } from './user-period-metadata';

const tags = ['management'];
/** Reading the periods is the reviewers'; changing their state is for those who manage periods. */
const reviewer = access.right('CAN_GET_ALL_EXPENSES');
const periodManager = access.right('CAN_MANAGE_PERIODS');

/** PATCH /management/period/{period}/{action}: 409 when the period's state does not allow it. */
function periodAction<const A extends PeriodAction>(action: A) {
  return defineCall({
    access: periodManager,
    tags,
    method: 'PATCH',
    path: `/management/period/:period/${action}`,
    params: periodActionParamsSchema,
    response: periodActionResponseSchema,
    errors: [409],
  });
}

/** Spec 000 §4 "Management": the periods screen and its state changes, paths verbatim. */
export const managementCalls = {
  periods: defineCall({
    access: reviewer,
    tags,
    method: 'GET',
    path: '/management/period',
    response: listManagementPeriodsResponseSchema,
  }),
  expenses: defineCall({
    access: reviewer,
    tags,
    method: 'GET',
    path: '/management/period/:period/expenses',
    params: managementPeriodParamsSchema,
    response: periodExpensesResponseSchema,
  }),
  budget: defineCall({
    access: reviewer,
    tags,
    method: 'GET',
    path: '/management/period/:period/budget',
    params: managementPeriodParamsSchema,
    response: periodBudgetResponseSchema,
  }),
  userMetadata: defineCall({
    access: reviewer,
    tags,
    method: 'GET',
    path: '/management/period/:period/user/:userId/metadata',
    params: managementUserMetadataParamsSchema,
    response: managementUserMetadataResponseSchema,
  }),
  close: periodAction('close'),
  reopen: periodAction('reopen'),
  invoice: periodAction('invoice'),
  uninvoice: periodAction('uninvoice'),
  /** Before invoicing: who would be left out of the DATEV files. */
  usersWithoutPersonalNumber: defineCall({
    access: periodManager,
    tags,
    method: 'GET',
    path: '/api/v3/company/users/no-personal-number',
    response: usersWithoutPersonalNumberResponseSchema,
  }),
};
