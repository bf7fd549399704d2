import { access, defineCall } from '../common/call';
import { firstScreenRoutes } from '../common/first-screen-routes';
import { userIdParamsSchema } from './managed-user';
import {
  saveCorrectionRequestSchema,
  saveDeductionsRequestSchema,
  userCorrectionResponseSchema,
  userCorrectionSchema,
  userDeductionsResponseSchema,
  userPeriodParamsSchema,
} from './user-budget-changes';
import { userBudgetResponseSchema, userPeriodQuerySchema } from './user-period';

const tags = ['budgets'];
const manageUsers = access.right('CAN_MANAGE_USERS');

/**
 * Spec 001 §3 "User budget" and "User correction": a user's budget in a month (own, or anyone's
 * of the company for reviewers; the service's policy answers 404 otherwise), and the admins'
 * per-period deductions and correction, which an invoiced month refuses (409).
 */
export const userBudgetCalls = {
  get: defineCall({
    ...firstScreenRoutes.userBudget,
    access: access.signedIn,
    tags,
    params: userIdParamsSchema,
    query: userPeriodQuerySchema,
    response: userBudgetResponseSchema,
  }),
  saveDeductions: defineCall({
    method: 'PUT',
    path: '/user/:id/deductions/:period',
    access: manageUsers,
    tags,
    params: userPeriodParamsSchema,
    body: saveDeductionsRequestSchema,
    response: userDeductionsResponseSchema,
    errors: [409],
  }),
  getCorrection: defineCall({
    method: 'GET',
    path: '/user/:id/corrections/:period',
    access: manageUsers,
    tags,
    params: userPeriodParamsSchema,
    response: userCorrectionResponseSchema,
  }),
  saveCorrection: defineCall({
    method: 'PUT',
    path: '/user/:id/corrections/:period',
    access: manageUsers,
    tags,
    params: userPeriodParamsSchema,
    body: saveCorrectionRequestSchema,
    response: userCorrectionSchema,
    errors: [409],
  }),
  removeCorrection: defineCall({
    method: 'DELETE',
    path: '/user/:id/corrections/:period',
    access: manageUsers,
    tags,
    params: userPeriodParamsSchema,
    response: userCorrectionResponseSchema,
    errors: [409],
  }),
};
